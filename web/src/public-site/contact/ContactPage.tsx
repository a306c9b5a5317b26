import { useTranslation } from 'react-i18next';
import { site } from '@masjid/domain/site';
import { mapEmbedUrl, pick, telNumber, whatsappLink } from '@masjid/domain/site-details';
import { useSiteDetails } from '../../common/site-content/site-details-data.ts';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import './contact.css';

/**
 * The Contact Us page, /contact: WhatsApp number, e-mail, the address in DHA Karachi,
 * an embedded map, the social links and the embedded external contact form. The details are the
 * site admin's (site details, kept current); the form's address comes from the site configuration.
 */
export function ContactPage() {
  const { t, i18n } = useTranslation('public');
  const details = useSiteDetails();
  const address = pick(details.address, i18n.language);
  return (
    <>
      <PageBanner title={t('pages.contact.title')} lead={t('pages.contact.lead')} />
      <div className="container section split-layout contact-layout">
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('pages.contact.inTouch')}</h2>
          <dl className="contact-list">
            <div>
              <dt>{t('pages.contact.whatsapp')}</dt>
              <dd>
                <a href={whatsappLink(details.whatsapp)} target="_blank" rel="noopener noreferrer">
                  <bdi>{details.whatsapp}</bdi>
                  <span className="visually-hidden"> {t('pages.contact.whatsappNewTab')}</span>
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('pages.contact.phone')}</dt>
              <dd>
                <a href={`tel:${telNumber(details.phone)}`}>
                  <bdi>{details.phone}</bdi>
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('pages.contact.email')}</dt>
              <dd>
                <a href={`mailto:${details.email}`} lang="en" dir="ltr">
                  {details.email}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('pages.contact.address')}</dt>
              <dd>
                <address lang={address.lang} dir={address.lang === 'ur' ? 'rtl' : 'ltr'}>
                  {address.text}
                </address>
              </dd>
            </div>
            <div>
              <dt>{t('pages.contact.follow')}</dt>
              <dd>
                <ul className="contact-social" role="list">
                  {details.social.map((link) => (
                    <li key={link.url}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer" lang="en">
                        {link.label}
                        <span className="visually-hidden"> {t('pages.contact.newTab')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </section>

        <section className="contact-form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('pages.contact.message')}</h2>
          <iframe
            className="contact-frame contact-form-frame"
            src={site.contactFormUrl}
            title={t('pages.contact.form')}
            loading="lazy"
            width={640}
            height={720}
          />
        </section>

        <section className="contact-map" aria-labelledby="contact-map-title">
          <h2 id="contact-map-title">{t('pages.contact.findUs')}</h2>
          <iframe
            className="contact-frame contact-map-frame"
            src={mapEmbedUrl(details.location)}
            title={t('pages.contact.map', { name: pick(details.name, i18n.language).text })}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width={1180}
            height={420}
          />
        </section>
      </div>
    </>
  );
}
