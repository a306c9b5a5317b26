import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../common/ui/TitledSection.tsx';
import { site } from '@masjid/domain/site';
import { VideoEmbed } from '../../common/ui/VideoEmbed.tsx';
import './home.css';

/** The event-highlights video at the foot of the home page. */
export function HighlightsVideo() {
  const { t } = useTranslation('public');
  return (
    <TitledSection
      id="highlights-title"
      className="section highlights"
      inner="container highlights-inner"
      titleClass="section-title"
      title={t('home.highlights')}
      lead={t('home.highlightsLead')}
    >
      <VideoEmbed
        embedUrl={`https://www.youtube.com/embed/${site.highlightsVideoId}`}
        title={t('home.highlights')}
      />
    </TitledSection>
  );
}
