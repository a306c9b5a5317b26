import { Card } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { VideoEmbed } from '../../common/ui/VideoEmbed.tsx';
import { NAATS, youtubeEmbedUrl } from './naats.ts';
import './naat.css';

/**
 * The Naat page, /naat: five embedded video cards, each with its title and the naat khwan's
 * name. Each video loads only when played (VideoEmbed), so the page stays light.
 */
export function NaatPage() {
  return (
    <>
      <CardGridPage
        title="Naat"
        lead="Poetry in praise of the Prophet ﷺ, recited by well-loved naat khwans."
        listClassName="grid naat-grid"
      >
        {NAATS.map((naat) => (
          <Card
            key={naat.youtubeId}
            className="naat-card"
            media={
              <VideoEmbed
                embedUrl={youtubeEmbedUrl(naat.youtubeId)}
                title={`${naat.title} by ${naat.artist}`}
              />
            }
          >
            <h2>{naat.title}</h2>
            <p>{naat.artist}</p>
          </Card>
        ))}
      </CardGridPage>
    </>
  );
}
