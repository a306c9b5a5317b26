import { Link } from 'react-router-dom';
import { ForItem } from '../../common/ui/ForItem.tsx';
import { useTranslation } from 'react-i18next';
import { Card } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { useContentList } from '../../common/content/content-data.ts';
import { ContentStatus, DetailList, useCardImage } from '../content/LocalText.tsx';
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
  const cardImage = useCardImage();
  const state = useContentList('course');
  const courses = state.status === 'ready' ? state.data : [];
  return (
    <>
      <CardGridPage
        title={t('content.courses.title')}
        lead={t('content.courses.lead')}
        listClassName="grid courses-grid"
        footer={
          <>
            <ContentStatus state={state} empty={courses.length === 0} />
            <p className="courses-note">{t('content.courses.note')}</p>
          </>
        }
      >
        {courses.map((course) => (
          <Card key={course.id} className="card-zoom course-card" image={cardImage(course.image)}>
            <Local as="h2" value={course.title} />
            <Local as="p" value={course.summary} />
            <DetailList value={course.details} className="course-facts" />
            <Link to="/contact" className="btn btn-outline course-enquire">
              {t('content.courses.enquire')}
              <ForItem name={pick(course.title).text} />
            </Link>
          </Card>
        ))}
      </CardGridPage>
      <NoorCallToAction
        title={t('content.noor.title')}
        text={t('content.courses.noorText')}
        to="/noor-after-ramadan"
        action={t('content.courses.noorAction')}
      />
    </>
  );
}
