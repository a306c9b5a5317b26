import { useState, type FormEvent, type ReactNode } from 'react';
import { eventSchema, type EventData } from '@masjid/domain/event';
import { isoToKarachiInput, karachiInputToIso } from '../../common/time/karachi-time.ts';
import '../access/admin.css';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { EventImageField } from './EventImageField.tsx';
import '../media-uploads/media-admin.css';

/** The editable fields of an event, as the form holds them (date as a datetime-local value). */
export interface EventFormValues {
  title: string;
  imageUrl: string;
  date: string;
  registrationLink: string;
  description: string;
  videoUrl: string;
  location: string;
  isUpcoming: boolean;
}

type FieldName = Exclude<keyof EventFormValues, 'isUpcoming'>;

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  imageUrl: '',
  date: '',
  registrationLink: '',
  description: '',
  videoUrl: '',
  location: '',
  isUpcoming: false,
};

/** Form values of a stored event. */
export function toFormValues(event: EventData): EventFormValues {
  return {
    ...EMPTY_EVENT,
    ...event,
    date: isoToKarachiInput(event.date),
    videoUrl: event.videoUrl ?? '',
    location: event.location ?? '',
  };
}

const REQUIRED_MESSAGES: Partial<Record<FieldName, string>> = {
  title: 'Title is required',
  imageUrl: 'Choose an image',
  date: 'Choose a date and time',
  registrationLink: 'Registration link is required',
  description: 'Description is required',
};

/**
 * Checks the form with the shared event schema (the same one the rules mirror and the API uses)
 * and returns the event to store, or a message per field.
 */
export function validateEventForm(
  values: EventFormValues,
): { ok: true; data: EventData } | { ok: false; errors: Partial<Record<FieldName, string>> } {
  const candidate = {
    title: values.title.trim(),
    imageUrl: values.imageUrl.trim(),
    date: karachiInputToIso(values.date) ?? '',
    registrationLink: values.registrationLink.trim(),
    description: values.description.trim(),
    videoUrl: values.videoUrl.trim() || undefined,
    location: values.location.trim() || undefined,
    isUpcoming: values.isUpcoming,
  };
  const parsed = eventSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    if (errors[field]) continue;
    const empty = candidate[field as keyof typeof candidate] === '';
    errors[field] = (empty && REQUIRED_MESSAGES[field]) || issue.message;
  }
  return { ok: false, errors };
}

interface Props {
  initial: EventFormValues;
  submitLabel: string;
  /** Stores the event; throws on failure. Returns whether to clear the form. */
  onSave: (data: EventData) => Promise<boolean>;
  successText: string;
  failureText: string;
}

/**
 * The event form: title, image (uploaded, see EventImageField), date (datetime picker, Karachi time),
 * registrationLink and description required; videoUrl optional (YouTube or Vimeo); location;
 * and whether it is upcoming. Shows a message per field and the outcome of the save.
 */
export function EventForm({ initial, submitLabel, onSave, successText, failureText }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const set = (field: keyof EventFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    const result = validateEventForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const clear = await onSave(result.data);
      if (clear) setValues(EMPTY_EVENT);
      setOutcome({ ok: true, text: successText });
    } catch (err) {
      console.error(failureText, err);
      setOutcome({ ok: false, text: failureText });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: FieldName, label: string, input: ReactNode, hint?: string) => (
    <label>
      {label}
      {hint ? <span className="field-hint">{hint}</span> : null}
      {input}
      {errors[name] ? (
        <span className="field-error" id={`err-${name}`}>
          {errors[name]}
        </span>
      ) : null}
    </label>
  );
  const common = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `err-${name}` : undefined,
  });

  return (
    <form className="admin-form event-form" onSubmit={onSubmit} noValidate>
      {field('title', 'Title', <input type="text" required maxLength={200} {...common('title')} />)}
      <EventImageField
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
      />
      {field(
        'date',
        'Date and time',
        <input type="datetime-local" required {...common('date')} />,
        'Karachi time',
      )}
      {field('location', 'Location', <input type="text" maxLength={200} {...common('location')} />)}
      {field(
        'registrationLink',
        'Registration link',
        <input
          type="url"
          required
          inputMode="url"
          placeholder="https://"
          {...common('registrationLink')}
        />,
      )}
      {field(
        'videoUrl',
        'Video link (optional)',
        <input
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          {...common('videoUrl')}
        />,
        'YouTube or Vimeo',
      )}
      {field(
        'description',
        'Description',
        <textarea required maxLength={5000} {...common('description')} />,
      )}
      <label className="checkbox-row">
        <input
          type="checkbox"
          name="isUpcoming"
          checked={values.isUpcoming}
          onChange={(e) => setValues((v) => ({ ...v, isUpcoming: e.target.checked }))}
        />
        Show on the home page as upcoming
      </label>
      {Object.keys(errors).length > 0 ? (
        <p className="form-error" role="alert">
          Please correct the fields marked above.
        </p>
      ) : null}
      <StatusMessage message={outcome} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
