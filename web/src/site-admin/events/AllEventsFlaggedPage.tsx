import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import * as z from 'zod/mini';
import type { MosqueEvent } from '@masjid/domain/event';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { deleteEvent, setUpcoming, useAllEventsLive } from './events-admin-data.ts';
import './events-admin.css';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';

/** The title of the event just saved, sent along by the edit page. */
const savedStateSchema = z.object({ saved: z.string() });

/**
 * `/all-events-flagged`: every event with its Register Now link and the 'Mark as Upcoming' /
 * 'Remove from Upcoming' toggle; the list updates once the server accepts the change. Also edit
 * and delete.
 */
export function AllEventsFlaggedPage() {
  usePageTitle('All Events');
  const state = useAllEventsLive();
  const location = useLocation();
  const savedState = savedStateSchema.safeParse(location.state);
  const saved = savedState.success ? savedState.data.saved : undefined;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(
    saved ? { ok: true, text: `Saved “${saved}”.` } : null,
  );

  async function run(
    event: MosqueEvent,
    action: () => Promise<void>,
    done: string,
    failed: string,
  ) {
    setBusyId(event.id);
    setMessage(null);
    try {
      await action();
      setMessage({ ok: true, text: done });
    } catch (err) {
      console.error(failed, err);
      setMessage({ ok: false, text: failed });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <h1>All events</h1>
      <p>
        <Link to="/new-event-modal" className="btn">
          ADD New event
        </Link>
      </p>
      <StatusMessage message={message} />
      {state.status === 'loading' ? <p className="status-text">Loading events…</p> : null}
      {state.status === 'error' ? (
        <p className="error-text" role="alert">
          Events could not be loaded.
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <ul className="grid admin-events">
          {state.data.map((event) => (
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
                {event.isUpcoming ? <span className="badge">Upcoming</span> : null}
                <h2 className="admin-event-title">{event.title}</h2>
                <p>
                  <time dateTime={event.date}>{formatKarachiDateTime(event.date)}</time>
                </p>
                <p>
                  <a href={event.registrationLink} target="_blank" rel="noopener noreferrer">
                    Register Now<span className="visually-hidden">: {event.title}</span>
                  </a>
                </p>
                <div className="admin-event-actions">
                  <button
                    type="button"
                    className={event.isUpcoming ? 'btn btn-outline' : 'btn'}
                    disabled={busyId === event.id}
                    onClick={() =>
                      void run(
                        event,
                        () => setUpcoming(event.id, !event.isUpcoming),
                        event.isUpcoming
                          ? `“${event.title}” removed from upcoming.`
                          : `“${event.title}” marked as upcoming.`,
                        'The change could not be saved. Please try again.',
                      )
                    }
                  >
                    {event.isUpcoming ? 'Remove from Upcoming' : 'Mark as Upcoming'}
                  </button>
                  <Link to={`/edit-event/${event.id}`} className="btn btn-outline">
                    Edit<span className="visually-hidden">: {event.title}</span>
                  </Link>
                  <button
                    type="button"
                    className="btn btn-danger"
                    disabled={busyId === event.id}
                    onClick={() => {
                      if (
                        !window.confirm(`Delete the event “${event.title}”? This cannot be undone.`)
                      )
                        return;
                      void run(
                        event,
                        () => deleteEvent(event.id),
                        `“${event.title}” deleted.`,
                        'The event could not be deleted. Please try again.',
                      );
                    }}
                  >
                    Delete<span className="visually-hidden">: {event.title}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
