import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { EMPTY_EVENT, EventForm } from './EventForm.tsx';
import { createEvent } from './events-admin-data.ts';

/** `/new-event-modal`: add an event; the form clears after success, ready for the next one. */
export function NewEventPage() {
  usePageTitle('New Event');
  return (
    <>
      <h1>Add a new event</h1>
      <EventForm
        initial={EMPTY_EVENT}
        submitLabel="Add event"
        successText="Event added successfully!"
        failureText="Failed to add event."
        onSave={async (data) => {
          await createEvent(data);
          return true;
        }}
      />
    </>
  );
}
