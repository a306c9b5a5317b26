import { useTranslation } from 'react-i18next';
import { site } from '@masjid/domain/site';
import { VideoEmbed } from '../../common/ui/VideoEmbed.tsx';
import './home.css';

/** The event-highlights video at the foot of the home page. */
export function HighlightsVideo() {
  const { t } = useTranslation('public');
  return (
    <section className="section highlights" aria-labelledby="highlights-title">
      <div className="container highlights-inner">
        <h2 id="highlights-title" className="section-title">
          {t('home.highlights')}
        </h2>
        <p className="section-lead">{t('home.highlightsLead')}</p>
        <VideoEmbed
          embedUrl={`https://www.youtube.com/embed/${site.highlightsVideoId}`}
          title={t('home.highlights')}
        />
      </div>
    </section>
  );
}
