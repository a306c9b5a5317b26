import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { VideoEmbed } from '../../common/ui/VideoEmbed.tsx';
import { NAATS, youtubeEmbedUrl } from './naats.ts';
import './naat.css';

/**
 * The Naat page, /naat (spec 2.6): five embedded video cards, each with its title and the naat
 * khwan's name. Each video loads only when played (VideoEmbed).
 */
export function NaatPage() {
  return (
    <>
      <PageBanner
        title="Naat"
        lead="Poetry in praise of the Prophet ﷺ, recited by well-loved naat khwans."
      />
      <section className="container section">
        <ul className="grid naat-grid" role="list">
          {NAATS.map((naat) => (
            <li key={naat.youtubeId} className="card naat-card">
              <VideoEmbed
                embedUrl={youtubeEmbedUrl(naat.youtubeId)}
                title={`${naat.title} by ${naat.artist}`}
              />
              <div className="card-body">
                <h2>{naat.title}</h2>
                <p>{naat.artist}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
