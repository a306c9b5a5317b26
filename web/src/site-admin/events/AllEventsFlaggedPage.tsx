import { useState } from 'react';
import { LoadStatus } from '../../common/ui/LoadStatus.tsx';
import { ForTyped } from '../../common/ui/ForItem.tsx';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { DeleteButton } from '../ui/DeleteButton.tsx';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { MosqueEvent } from '@masjid/domain/event';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import { typedTextProps } from '../../common/ui/typed-text.ts';
import { formatKarachiDate, formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { deleteEvent, setUpcoming, useAllEventsLive } from './events-admin-data.ts';
import { adminEventRows, upcomingToggle } from './admin-event-list.ts';
import './events-admin.css';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import type { AdminKey } from '../i18n/keys.ts';

/** The title of the event just saved, sent along by the edit page. */
const savedStateSchema = z.object({ saved: z.string() });

/** An outcome line as an i18n key and its values, so it follows a change of language. */
interface Said {
  ok: boolean;
  key: AdminKey;
  title?: string;
}

/**
 * `/all-events-flagged`: every event, those ahead soonest first, then past ones most recent first,
 * with its Register Now link and the 'Mark as Upcoming' / 'Remove from Upcoming' toggle (no 'Mark'
 * for a past event); the list updates once the server accepts the change. Also edit, and delete
 * after a confirmation that names the event and its date.
 */
export function AllEventsFlaggedPage() {
  const { t, i18n } = useTranslation('admin');
  usePageTitle(t('admin.events.pageTitle'));
  const state = useAllEventsLive();
  const location = useLocation();
  const savedState = savedStateSchema.safeParse(location.state);
  const saved = savedState.success ? savedState.data.saved : undefined;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [said, setSaid] = useState<Said | null>(
    saved ? { ok: true, key: 'admin.events.saved', title: saved } : null,
  );
  const { confirmDelete, dialog } = useConfirmDelete();

  async function run(
    event: MosqueEvent,
    action: () => Promise<void>,
    done: AdminKey,
    failed: AdminKey,
  ) {
    setBusyId(event.id);
    setSaid(null);
    try {
      await action();
      setSaid({ ok: true, key: done, title: event.title });
    } catch (err) {
      console.error(failed, err);
      setSaid({ ok: false, key: failed });
    } finally {
      setBusyId(null);
    }
  }

  async function remove(event: MosqueEvent) {
    const ok = await confirmDelete('admin.events.confirmDelete', {
      title: event.title,
      date: formatKarachiDate(event.date, i18n.language),
    });
    if (!ok) return;
    await run(
      event,
      () => deleteEvent(event.id),
      'admin.events.deleted',
      'admin.events.deleteFailed',
    );
  }

  return (
    <>
      <h1>{t('admin.events.title')}</h1>
      <p>
        <Link to="/new-event-modal" className="btn">
          {t('admin.events.add')}
        </Link>
      </p>
      <StatusMessage
        message={said ? { ok: said.ok, text: t(said.key, { title: said.title }) } : null}
      />
      <LoadStatus
        status={state.status}
        loading={t('admin.events.loading')}
        failed={t('admin.events.loadFailed')}
      />
      {state.status === 'ready' && state.data.length === 0 ? <p>{t('admin.events.none')}</p> : null}
      {state.status === 'ready' ? (
        <ul className="grid admin-events">
          {adminEventRows(state.data).map(({ event, past }) => {
            const toggle = upcomingToggle({ event, past });
            return (
              <li key={event.id} className="card" data-event-id={event.id}>
                <img
                  className="card-media"
                  src={event.imageUrl}
                  alt=""
                  loading="lazy"
                  width={800}
                  height={450}
                />
                <div className="card-body">
                  {event.isUpcoming ? (
                    <span className="badge">{t('admin.events.upcoming')}</span>
                  ) : null}
                  {past ? <span className="badge">{t('admin.events.past')}</span> : null}
                  <h2 className="admin-event-title" {...typedTextProps(event.title)}>
                    {event.title}
                  </h2>
                  <p>
                    <time dateTime={event.date}>
                      {formatKarachiDateTime(event.date, i18n.language)}
                    </time>
                  </p>
                  <p>
                    <a href={event.registrationLink} target="_blank" rel="noopener noreferrer">
                      {t('admin.events.registerNow')}
                      <ForTyped text={event.title} />
                    </a>
                  </p>
                  <div className="admin-event-actions">
                    {toggle ? (
                      <button
                        type="button"
                        className={toggle === 'remove' ? 'btn btn-outline' : 'btn'}
                        disabled={busyId === event.id}
                        onClick={() =>
                          void run(
                            event,
                            () => setUpcoming(event.id, toggle === 'mark'),
                            toggle === 'remove'
                              ? 'admin.events.removedUpcoming'
                              : 'admin.events.markedUpcoming',
                            'admin.events.changeFailed',
                          )
                        }
                      >
                        {toggle === 'remove'
                          ? t('admin.events.removeUpcoming')
                          : t('admin.events.markUpcoming')}
                      </button>
                    ) : null}
                    <Link to={`/edit-event/${event.id}`} className="btn btn-outline">
                      {t('admin.common.edit')}
                      <ForTyped text={event.title} />
                    </Link>
                    <DeleteButton
                      name={<TypedText text={event.title} />}
                      busy={busyId === event.id}
                      onDelete={() => void remove(event)}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {dialog}
    </>
  );
}
