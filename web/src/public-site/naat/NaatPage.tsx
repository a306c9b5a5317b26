import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { VideoList } from './VideoList.tsx';

/**
 * The Naat page, /naat: the naat videos the site admin keeps (Firestore `videos`, kind naat), each
 * a card with its title and the naat khwan. Each video loads only when played (VideoEmbed), so the
 * page stays light.
 */
export function NaatPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('videos.naatTitle')} lead={t('videos.naatLead')} />
      <section className="container section">
        <VideoList kind="naat" headingLevel={2} />
      </section>
    </>
  );
}
