import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { EMPTY_EVENT, EventForm } from './EventForm.tsx';
import { createEvent } from './events-admin-data.ts';

/** `/new-event-modal`: add an event; the form clears after success, ready for the next one. */
export function NewEventPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('admin.events.newPageTitle'));
  return (
    <>
      <h1>{t('admin.events.newTitle')}</h1>
      <EventForm
        initial={EMPTY_EVENT}
        submitLabel={t('admin.events.addSubmit')}
        successText={t('admin.events.added')}
        failureText={t('admin.events.addFailed')}
        onSave={async (data) => {
          await createEvent(data);
          return true;
        }}
      />
    </>
  );
}
