import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl, type Video } from '@masjid/domain/videos';
import { Card, CardList } from '../../common/ui/Card.tsx';
import { VideoEmbed } from '../../common/ui/VideoEmbed.tsx';
import { useVideos } from '../../common/site-content/videos-data.ts';
import './naat.css';

/** A video's title in the interface language: the Urdu title when there is one and Urdu is on. */
function videoTitle(video: Video, language: string): { text: string; lang: 'en' | 'ur' } {
  return language === 'ur' && video.titleUrdu
    ? { text: video.titleUrdu, lang: 'ur' }
    : { text: video.title, lang: 'en' };
}

/**
 * The videos of one kind as cards, each a click-to-load YouTube poster (VideoEmbed) with its
 * title and artist; kept current while the page is open. While loading, the grid keeps its place
 * (no jump when the cards arrive); with no videos it says so.
 */
export function VideoList({ kind, headingLevel }: { kind: Video['kind']; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation('public');
  const state = useVideos(kind);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (state.status === 'loading')
    return (
      <p className="status-text video-list-placeholder" aria-busy="true">
        {t('videos.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <p className="error-text" role="alert">
        {t('videos.error')}
      </p>
    );
  if (state.data.length === 0) return <p className="status-text">{t(`videos.empty.${kind}`)}</p>;
  return (
    <CardList className="grid naat-grid">
      {state.data.map((video) => {
        const title = videoTitle(video, i18n.language);
        return (
          <Card
            key={video.id}
            className="naat-card"
            media={<VideoEmbed embedUrl={youtubeEmbedUrl(video.youtubeId)} title={title.text} />}
          >
            <Heading lang={title.lang} dir={title.lang === 'ur' ? 'rtl' : 'ltr'}>
              {title.text}
            </Heading>
            {video.artist ? <p lang="en">{video.artist}</p> : null}
          </Card>
        );
      })}
    </CardList>
  );
}
