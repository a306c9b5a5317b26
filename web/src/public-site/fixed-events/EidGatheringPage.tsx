import { Link } from 'react-router-dom';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { useTranslation } from 'react-i18next';
import { isLinkOpen } from '@masjid/domain/content';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { useContentEntry } from '../../common/content/content-data.ts';
import {
  ContentBanner,
  ContentBody,
  ContentImage,
  ContentLink,
  ContentStatus,
  DetailList,
} from '../content/LocalText.tsx';
import { usePick } from '../../common/ui/LocalText.tsx';
import './eid-gathering.css';

/**
 * The fixed page of the boys' Eid gathering, at /eid-gathering-boys and /iftar-o-clock-2.0: the
 * site admin's page `eid-gathering` (title, lead, picture, details, text) and its registration
 * link, offered until its last day (Karachi) and then shown as closed, the link's words staying
 * visible.
 */
export function EidGatheringPage() {
  const { t, i18n } = useTranslation('public');
  const pick = usePick();
  const state = useContentEntry('page', 'eid-gathering');
  const event = state.status === 'ready' ? state.data : null;
  const title = pick(event?.title);
  const label = pick(event?.link?.label);
  const open = event ? isLinkOpen(event, karachiIsoToday()) : false;

  return (
    <>
      <ContentBanner
        titleLang={title.text ? { lang: title.lang, dir: title.dir } : undefined}
        title={title.text || t('content.eid.fallbackTitle')}
        lead={event?.summary}
      />
      <div className="container section split-layout">
        <ContentImage image={event?.image} className="framed-image" />
        <div className="eid-info">
          {event ? null : <ContentStatus state={state} empty={state.status === 'ready'} />}
          {event?.details ? (
            <section aria-labelledby="eid-details-title">
              <h2 id="eid-details-title">{t('content.eid.details')}</h2>
              <DetailList value={event.details} className="eid-details" />
            </section>
          ) : null}
          {event ? <ContentBody value={event.body} /> : null}
          {event?.link ? (
            <section aria-labelledby="eid-register-title" className="eid-register">
              <h2 id="eid-register-title">{t('content.eid.register')}</h2>
              {open ? (
                <>
                  <p>{t('content.eid.open')}</p>
                  <ContentLink link={event.link} className="btn btn-gold" />
                </>
              ) : (
                <>
                  <p className="eid-closed">
                    {event.linkUntil
                      ? t('content.eid.closedOn', {
                          date: formatCalendarDay(event.linkUntil, i18n.language),
                        })
                      : t('content.eid.closed')}
                  </p>
                  <p>
                    <span
                      className="btn btn-outline eid-form-closed"
                      aria-disabled="true"
                      lang={label.lang}
                      dir={label.dir}
                    >
                      {label.text}
                      <span className="visually-hidden"> {t('content.eid.closedMark')}</span>
                    </span>
                  </p>
                  <p>
                    {t('content.eid.seeBefore')}{' '}
                    <Link to="/events">{t('content.eid.upcomingEvents')}</Link>{' '}
                    {t('content.eid.seeAfter')}
                  </p>
                </>
              )}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
