import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { EventForm, toFormValues } from './EventForm.tsx';
import { updateEvent, useEventLive } from './events-admin-data.ts';

/** `/edit-event/{id}`: change an event's fields. */
export function EditEventPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('admin.events.editPageTitle'));
  const { id = '' } = useParams();
  const state = useEventLive(id);
  const navigate = useNavigate();
  if (state.status === 'loading')
    return <p className="status-text">{t('admin.events.loadingOne')}</p>;
  if (state.status === 'error') {
    return (
      <p className="error-text" role="alert">
        {t('admin.events.loadOneFailed')}{' '}
        <Link to="/all-events-flagged">{t('admin.events.back')}</Link>
      </p>
    );
  }
  const { id: _id, ...data } = state.data;
  return (
    <>
      <h1>{t('admin.events.editTitle')}</h1>
      <EventForm
        key={id}
        initial={toFormValues(data)}
        submitLabel={t('admin.events.editSubmit')}
        successText={t('admin.events.editSaved')}
        failureText={t('admin.events.editFailed')}
        onSave={async (next) => {
          await updateEvent(id, next);
          navigate('/all-events-flagged', { state: { saved: next.title } });
          return false;
        }}
      />
    </>
  );
}
