import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { site } from '@masjid/domain/site';
import { NotificationsControl } from '../../public-site/notifications/NotificationsControl.tsx';
import './footer.css';

/**
 * The shared footer: about text, quick links, contact details, the social link and the
 * 'Get notifications' control.
 */
export function Footer() {
  const { t, i18n } = useTranslation();
  const name = i18n.language === 'ur' ? site.nameUrdu : site.name;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <h2>{name}</h2>
          <p>{t('footer.about')}</p>
        </section>
        <section>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            <li>
              <Link to="/events">{t('nav.events')}</Link>
            </li>
            <li>
              <Link to="/hazrat">{t('nav.bayan')}</Link>
            </li>
            <li>
              <Link to="/seerat">{t('nav.books')}</Link>
            </li>
            <li>
              <Link to="/services">{t('nav.services')}</Link>
            </li>
            <li>
              <Link to="/hifz-login">{t('nav.hifzPortal')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.contact')}</h2>
          <address>
            <p className="latin">{site.address}</p>
            <p>
              <a className="latin" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
            <p>
              <a className="latin" href={`tel:${site.phone.tel}`}>
                <bdi>{site.phone.display}</bdi>
              </a>
            </p>
          </address>
        </section>
        <section>
          <h2>{t('footer.follow')}</h2>
          <p>
            <a href={site.social.url} target="_blank" rel="noopener noreferrer">
              {site.social.label}
            </a>
          </p>
          <p>
            <a
              href={`https://wa.me/${site.whatsapp.digits}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp <bdi className="latin">{site.whatsapp.display}</bdi>
            </a>
          </p>
        </section>
        <section className="footer-notifications">
          <h2>{t('notifications.title')}</h2>
          <NotificationsControl />
        </section>
      </div>
      <p className="footer-bottom">
        © {new Date().getFullYear()} {name}. {t('footer.rights')}
      </p>
    </footer>
  );
}
