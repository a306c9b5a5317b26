import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { site } from '@masjid/domain/site';
import { pick } from '@masjid/domain/site-details';
import { useSiteDetails } from '../../common/site-content/site-details-data.ts';
import './home.css';

/**
 * The home page's Quran audio player with its welcome text (the site admin's, site details) and a Learn More link to /about.
 * The audio loads nothing until played (`preload="none"`), for slow connections.
 */
export function QuranPlayer() {
  const { t, i18n } = useTranslation('public');
  const welcome = pick(useSiteDetails().welcome, i18n.language);
  return (
    <section className="section quran-section" aria-labelledby="quran-title">
      <div className="container quran-inner">
        <div>
          <h2 id="quran-title">{t('home.quranTitle')}</h2>
          <p lang={welcome.lang} dir={welcome.lang === 'ur' ? 'rtl' : 'ltr'}>
            {welcome.text}
          </p>
          <Link to="/about" className="btn btn-gold">
            {t('home.learnMore')}
          </Link>
        </div>
        <figure className="quran-player">
          <figcaption lang="en">{site.quranAudio.title}</figcaption>
          <audio controls preload="none" src={site.quranAudio.url}>
            <a href={site.quranAudio.url} lang="en">
              {site.quranAudio.title}
            </a>
          </audio>
        </figure>
      </div>
    </section>
  );
}
