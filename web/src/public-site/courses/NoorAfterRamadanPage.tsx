import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../common/ui/TitledSection.tsx';
import { useContentEntry, useContentList } from '../../common/content/content-data.ts';
import { ContentBanner, ContentBody, ContentImage, ContentStatus } from '../content/LocalText.tsx';
import { Local } from '../../common/ui/LocalText.tsx';
import { NoorCallToAction } from './NoorCallToAction.tsx';
import './courses.css';

/**
 * The Noor After Ramadan page, /noor-after-ramadan: the site admin's page `noor-after-ramadan`
 * (lead, picture, heading, text) and the programme's habits (kind `noor`), with a call to action
 * to /contact.
 */
export function NoorAfterRamadanPage() {
  const { t } = useTranslation('public');
  const page = useContentEntry('page', 'noor-after-ramadan');
  const habits = useContentList('noor');
  const intro = page.status === 'ready' ? page.data : null;
  return (
    <>
      <ContentBanner title={t('content.noor.title')} lead={intro?.summary} />
      <div className="container section noor-layout">
        <ContentImage image={intro?.image} className="framed-image" />
        <div className="prose">
          {intro ? (
            <>
              <Local as="h2" value={intro.title} />
              <ContentBody value={intro.body} level={3} />
            </>
          ) : (
            <ContentStatus state={page} empty={page.status === 'ready'} />
          )}
        </div>
      </div>
      <TitledSection
        id="noor-habits-title"
        className="container section noor-habits"
        titleClass="section-title"
        title={t('content.noor.habits')}
      >
        <ContentStatus
          state={habits}
          empty={habits.status === 'ready' && habits.data.length === 0}
        />
        <ol className="noor-list" role="list">
          {(habits.status === 'ready' ? habits.data : []).map((habit, i) => (
            <li key={habit.id} className="noor-item">
              <span className="noor-number" aria-hidden="true">
                {i + 1}
              </span>
              <Local as="h3" value={habit.title} />
              <Local as="p" value={habit.summary} />
            </li>
          ))}
        </ol>
      </TitledSection>
      <NoorCallToAction
        title={t('content.noor.joinTitle')}
        text={t('content.noor.joinText')}
        to="/contact"
        action={t('content.noor.joinAction')}
      />
    </>
  );
}
