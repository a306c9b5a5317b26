import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { EventForm, toFormValues } from './EventForm.tsx';
import { updateEvent, useEventLive } from './events-admin-data.ts';

/** `/edit-event/{id}`: change an event's fields. */
export function EditEventPage() {
  usePageTitle('Edit Event');
  const { id = '' } = useParams();
  const state = useEventLive(id);
  const navigate = useNavigate();
  if (state.status === 'loading') return <p className="status-text">Loading event…</p>;
  if (state.status === 'error') {
    return (
      <p className="error-text" role="alert">
        Error fetching event details. <Link to="/all-events-flagged">Back to all events</Link>
      </p>
    );
  }
  const { id: _id, ...data } = state.data;
  return (
    <>
      <h1>Edit event</h1>
      <EventForm
        key={id}
        initial={toFormValues(data)}
        submitLabel="Save changes"
        successText="Event saved."
        failureText="Failed to save the event."
        onSave={async (next) => {
          await updateEvent(id, next);
          navigate('/all-events-flagged', { state: { saved: next.title } });
          return false;
        }}
      />
    </>
  );
}
