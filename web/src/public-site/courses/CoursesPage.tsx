import { Link } from 'react-router-dom';
import { ForItem } from '../../common/ui/ForItem.tsx';
import { useTranslation } from 'react-i18next';
import { Card } from '../../common/ui/Card.tsx';
import { DetailList } from '../content/LocalText.tsx';
import { ContentCardsPage } from '../content/ContentCardsPage.tsx';
import { Local, usePick } from '../../common/ui/LocalText.tsx';
import { NoorCallToAction } from './NoorCallToAction.tsx';
import './courses.css';

/**
 * The Courses page, /courses: the site admin's courses with their facts (when, who) and an
 * enquiry link to /contact, and a pointer to the Noor After Ramadan programme.
 */
export function CoursesPage() {
  const { t } = useTranslation('public');
  const pick = usePick();
  return (
    <>
      <ContentCardsPage
        page="courses"
        note={<p className="courses-note">{t('content.courses.note')}</p>}
        card={(course, image) => (
          <Card className="card-zoom course-card" image={image}>
            <Local as="h2" value={course.title} />
            <Local as="p" value={course.summary} />
            <DetailList value={course.details} className="course-facts" />
            <Link to="/contact" className="btn btn-outline course-enquire">
              {t('content.courses.enquire')}
              <ForItem name={pick(course.title).text} />
            </Link>
          </Card>
        )}
      />
      <NoorCallToAction
        title={t('content.noor.title')}
        text={t('content.courses.noorText')}
        to="/noor-after-ramadan"
        action={t('content.courses.noorAction')}
      />
    </>
  );
}
