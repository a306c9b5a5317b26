import { Link } from 'react-router-dom';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { EID_GATHERING, isRegistrationOpen } from './eid-gathering.ts';
import './eid-gathering.css';

const rupees = new Intl.NumberFormat('en-PK');

/**
 * The fixed page of the boys' Eid gathering after Ramadan, at /eid-gathering-boys and
 * /iftar-o-clock-2.0. Registration goes through an external form; once the day has passed it is
 * shown as closed, the words 'Registration form' staying visible.
 */
export function EidGatheringPage() {
  const event = EID_GATHERING;
  const open = isRegistrationOpen(event);
  const details: [string, string][] = [
    ['Date', event.dateLabel],
    ['Time', event.time],
    ['Venue', event.venue],
    ['Ages', `${event.ages.min}–${event.ages.max} years`],
    ['Fee', `Rs. ${rupees.format(event.feeRupees)}`],
    ['Who can join', event.eligibility],
  ];

  return (
    <>
      <PageBanner title={event.title} lead={event.summary} />
      <div className="container section split-layout">
        <img
          className="framed-image"
          src={event.image}
          alt="Illustration of a glowing lantern with the words Eid Gathering"
          width={800}
          height={450}
          decoding="async"
        />
        <div className="eid-info">
          <section aria-labelledby="eid-details-title">
            <h2 id="eid-details-title">Event Details</h2>
            <dl className="eid-details">
              {details.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{term === 'Date' ? <time dateTime={event.date}>{value}</time> : value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="eid-register-title" className="eid-register">
            <h2 id="eid-register-title">Registration</h2>
            {open ? (
              <>
                <p>Places are limited. Register through the form:</p>
                <a
                  className="btn btn-gold"
                  href={event.registrationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Registration form
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            ) : (
              <>
                <p className="eid-closed">
                  Registration is closed: this gathering took place on {event.dateLabel}.
                </p>
                <p>
                  <span className="btn btn-outline eid-form-closed" aria-disabled="true">
                    Registration form
                    <span className="visually-hidden"> (closed)</span>
                  </span>
                </p>
                <p>
                  See the <Link to="/events">upcoming events</Link> for the next gathering.
                </p>
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
