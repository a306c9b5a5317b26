import { useTranslation } from 'react-i18next';
import { VideoList } from '../naat/VideoList.tsx';

/** The /hazrat page's video bayans (Firestore `videos`, kind bayan), click-to-load. */
export function VideoBayans() {
  const { t } = useTranslation('public');
  return (
    <section className="container section" aria-labelledby="video-bayans-title">
      <h2 id="video-bayans-title" className="section-title">
        {t('videos.bayanTitle')}
      </h2>
      <p className="section-lead">{t('videos.bayanLead')}</p>
      <VideoList kind="bayan" headingLevel={3} />
    </section>
  );
}
