import { site } from '@masjid/domain/site';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import './contact.css';

/**
 * The Contact Us page, /contact: WhatsApp number, e-mail, the address in DHA Karachi,
 * an embedded map, the social link and the embedded external contact form. Every value comes from
 * the site configuration.
 */
export function ContactPage() {
  return (
    <>
      <PageBanner
        title="Contact Us"
        lead="We are happy to hear from you. Visit, call, or write to us."
      />
      <div className="container section split-layout contact-layout">
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Get in Touch</h2>
          <dl className="contact-list">
            <div>
              <dt>WhatsApp</dt>
              <dd>
                <a
                  href={`https://wa.me/${site.whatsapp.digits}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <bdi>{site.whatsapp.display}</bdi>
                  <span className="visually-hidden"> (WhatsApp, opens in a new tab)</span>
                </a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${site.phone.tel}`}>
                  <bdi>{site.phone.display}</bdi>
                </a>
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>
                <address>{site.address}</address>
              </dd>
            </div>
            <div>
              <dt>Follow us</dt>
              <dd>
                <a href={site.social.url} target="_blank" rel="noopener noreferrer">
                  {site.social.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
          </dl>
        </section>

        <section className="contact-form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send Us a Message</h2>
          <iframe
            className="contact-frame contact-form-frame"
            src={site.contactFormUrl}
            title="Contact form"
            loading="lazy"
            width={640}
            height={720}
          />
        </section>

        <section className="contact-map" aria-labelledby="contact-map-title">
          <h2 id="contact-map-title">Find Us</h2>
          <iframe
            className="contact-frame contact-map-frame"
            src={site.mapEmbedUrl}
            title={`Map showing the location of ${site.name}`}
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
