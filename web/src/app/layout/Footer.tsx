import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { site } from '@masjid/domain/site';
import { pick, siteStructuredData, telNumber, whatsappLink } from '@masjid/domain/site-details';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { useSiteDetails } from '../../common/site-content/site-details-data.ts';
import { useOnDevice } from '../../common/page-data.ts';
import { NotificationsControl } from '../../public-site/notifications/NotificationsControl.tsx';
import { FOOTER_LINKS } from './nav.ts';
import './footer.css';

/**
 * The shared footer: about text, quick links, contact details, the social links and the
 * 'Get notifications' control, from the site details (kept current), and the site's schema.org
 * structured data (JSON-LD) from the same details.
 */
export function Footer() {
  const { t, i18n } = useTranslation();
  const details = useSiteDetails();
  const name = pick(details.name, i18n.language);
  const about = pick(details.footerAbout, i18n.language);
  const address = pick(details.address, i18n.language);
  const year = useCopyrightYear();
  return (
    <footer className="site-footer">
      <script
        type="application/ld+json"
        // JSON.stringify leaves `<` as is; escaped, no text can close the script element.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(siteStructuredData(details, site.websiteUrl)).replace(
            /</g,
            '\\u003c',
          ),
        }}
      />
      <div className="container footer-grid">
        <section>
          <h2 lang={name.lang}>{name.text}</h2>
          <p lang={about.lang} dir={about.lang === 'ur' ? 'rtl' : 'ltr'}>
            {about.text}
          </p>
        </section>
        <section>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(`nav.${item.label}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.contact')}</h2>
          <address>
            <p
              className={address.lang === 'en' ? 'latin' : undefined}
              lang={address.lang}
              dir={address.lang === 'ur' ? 'rtl' : 'ltr'}
            >
              {address.text}
            </p>
            <p>
              <a className="latin" href={`mailto:${details.email}`}>
                {details.email}
              </a>
            </p>
            <p>
              <a className="latin" href={`tel:${telNumber(details.phone)}`}>
                <bdi>{details.phone}</bdi>
              </a>
            </p>
          </address>
        </section>
        <section>
          <h2>{t('footer.follow')}</h2>
          {details.social.map((link) => (
            <p key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" lang="en">
                {link.label}
              </a>
            </p>
          ))}
          <p>
            <a href={whatsappLink(details.whatsapp)} target="_blank" rel="noopener noreferrer">
              {t('pages.contact.whatsapp')} <bdi className="latin">{details.whatsapp}</bdi>
            </a>
          </p>
        </section>
        <section className="footer-notifications">
          <h2>{t('notifications.title')}</h2>
          <NotificationsControl />
        </section>
      </div>
      <p className="footer-bottom">
        © <time dateTime={String(year)}>{year}</time> <span lang={name.lang}>{name.text}</span>.{' '}
        {t('footer.rights')}
      </p>
    </footer>
  );
}

/**
 * The year of the footer's copyright line, in Asia/Karachi: this year's, except while the app
 * hydrates a page, where it is the year the page's HTML was made with (read from that HTML), so a
 * page prerendered in December still hydrates in January (else React would render it all over
 * again, issue 17); the next render writes this year's.
 */
function useCopyrightYear(): number {
  const onDevice = useOnDevice();
  if (!onDevice && typeof document !== 'undefined') {
    const rendered = Number(
      document.querySelector('.footer-bottom time')?.getAttribute('datetime'),
    );
    if (Number.isInteger(rendered) && rendered > 0) return rendered;
  }
  return karachiDay().year;
}
