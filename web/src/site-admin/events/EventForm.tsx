import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { eventSchema, type EventData } from '@masjid/domain/event';
import { isoToKarachiInput, karachiInputToIso } from '../../common/time/karachi-time.ts';
import '../access/admin.css';
import { FormFooter } from '../forms/FormFooter.tsx';
import { EVENT_IMAGES } from '@masjid/domain/event-image';
import { PictureUploadField } from '../media-uploads/PictureUploadField.tsx';
import { Field, type FieldControl } from '../forms/Field.tsx';
import '../media-uploads/media-admin.css';
import type { AdminKey } from '../i18n/keys.ts';

/** The editable fields of an event, as the form holds them (date as a datetime-local value). */
export interface EventFormValues {
  title: string;
  imageUrl: string;
  date: string;
  registrationLink: string;
  description: string;
  titleUr: string;
  descriptionUr: string;
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
  titleUr: '',
  descriptionUr: '',
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
    titleUr: event.titleUr ?? '',
    descriptionUr: event.descriptionUr ?? '',
  };
}

/** A field's message as an i18n key (and the limit it names), so it follows the language. */
export interface FieldError {
  key: AdminKey;
  max?: number;
}

const LINK_FIELDS: readonly FieldName[] = ['registrationLink', 'videoUrl'];
/** The fields an event must have, each with its own "required" message. */
const REQUIRED_FIELDS = ['title', 'imageUrl', 'date', 'registrationLink', 'description'] as const;
const isRequired = (field: FieldName): field is (typeof REQUIRED_FIELDS)[number] =>
  REQUIRED_FIELDS.some((required) => required === field);

/**
 * The message for a refused field: required when empty, the length limit, the link's form, the
 * Urdu title's script, else the field's "required" message (what the schema asks of it).
 */
function fieldError(field: FieldName, empty: boolean, issue: { code: string }): FieldError {
  if (empty && isRequired(field)) return { key: `admin.events.form.required.${field}` };
  if (issue.code === 'too_big' && 'maximum' in issue && typeof issue.maximum === 'number')
    return { key: 'admin.common.tooLong', max: issue.maximum };
  if (field === 'imageUrl') return { key: 'admin.common.linkHttpOrPath' };
  if (LINK_FIELDS.includes(field)) return { key: 'admin.common.linkHttp' };
  if (field === 'titleUr') return { key: 'pages.urduFields.titleInvalid' };
  return {
    key: isRequired(field) ? `admin.events.form.required.${field}` : 'fieldProblems.invalid',
  };
}

/**
 * Checks the form with the shared event schema (the same one the rules mirror and the API uses)
 * and returns the event to store, or a message per field.
 */
export function validateEventForm(
  values: EventFormValues,
): { ok: true; data: EventData } | { ok: false; errors: Partial<Record<FieldName, FieldError>> } {
  const candidate = {
    title: values.title.trim(),
    imageUrl: values.imageUrl.trim(),
    date: karachiInputToIso(values.date) ?? '',
    registrationLink: values.registrationLink.trim(),
    description: values.description.trim(),
    titleUr: values.titleUr.trim() || undefined,
    descriptionUr: values.descriptionUr.trim() || undefined,
    videoUrl: values.videoUrl.trim() || undefined,
    location: values.location.trim() || undefined,
    isUpcoming: values.isUpcoming,
  };
  const parsed = eventSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<FieldName, FieldError>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    if (errors[field]) continue;
    errors[field] = fieldError(field, candidate[field as keyof typeof candidate] === '', issue);
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
 * The event form: title, image (uploaded, see PictureUploadField), date (datetime picker, Karachi time),
 * registrationLink and description required; an optional Urdu title and description (shown on
 * Urdu pages); videoUrl optional (YouTube or Vimeo); location;
 * and whether it is upcoming. Shows a message per field and the outcome of the save.
 */
export function EventForm({ initial, submitLabel, onSave, successText, failureText }: Props) {
  const [values, setValues] = useState(initial);
  // The values as last saved (or as the form opened): leaving with others asks first.
  const [baseline, setBaseline] = useState(initial);
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);
  const { t } = useTranslation('admin');
  const [errors, setErrors] = useState<Partial<Record<FieldName, FieldError>>>({});
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
      setBaseline(clear ? EMPTY_EVENT : values);
      setOutcome({ ok: true, text: successText });
    } catch (err) {
      console.error(failureText, err);
      setOutcome({ ok: false, text: failureText });
    } finally {
      setBusy(false);
    }
  }

  /** A field of the shared form kit, its error in the page's language. */
  const field = (name: FieldName, label: string, input: FieldControl, hint?: string) => {
    const error = errors[name];
    return (
      <Field
        name={name}
        label={label}
        required={isRequired(name)}
        hint={hint}
        error={error ? t(error.key, { max: error.max }) : undefined}
      >
        {input}
      </Field>
    );
  };
  const common = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: set(name),
  });

  return (
    <form className="admin-form event-form" onSubmit={onSubmit} noValidate>
      {field(
        'title',
        t('admin.events.form.title'),
        <input type="text" dir="auto" required maxLength={200} {...common('title')} />,
      )}
      {field(
        'titleUr',
        t('pages.urduFields.title'),
        <input type="text" lang="ur" dir="rtl" maxLength={200} {...common('titleUr')} />,
      )}
      <PictureUploadField
        kind={EVENT_IMAGES}
        name="imageUrl"
        label={t('eventImage.label')}
        previewAlt={t('eventImage.preview')}
        value={values.imageUrl}
        required
        error={errors.imageUrl ? t(errors.imageUrl.key, { max: errors.imageUrl.max }) : undefined}
        onChange={(imageUrl) => setValues((v) => ({ ...v, imageUrl }))}
      />
      {field(
        'date',
        t('admin.events.form.date'),
        <input type="datetime-local" dir="ltr" required {...common('date')} />,
        t('admin.events.form.dateHint'),
      )}
      {field(
        'location',
        t('admin.events.form.location'),
        <input type="text" dir="auto" maxLength={200} {...common('location')} />,
      )}
      {field(
        'registrationLink',
        t('admin.events.form.registrationLink'),
        <input
          type="url"
          dir="ltr"
          required
          inputMode="url"
          placeholder="https://"
          {...common('registrationLink')}
        />,
      )}
      {field(
        'videoUrl',
        t('admin.events.form.videoUrl'),
        <input
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          {...common('videoUrl')}
        />,
        t('admin.events.form.videoHint'),
      )}
      {field(
        'description',
        t('admin.events.form.description'),
        <textarea dir="auto" required maxLength={5000} {...common('description')} />,
      )}
      {field(
        'descriptionUr',
        t('pages.urduFields.description'),
        <textarea lang="ur" dir="rtl" maxLength={5000} {...common('descriptionUr')} />,
      )}
      <label className="checkbox-row">
        <input
          type="checkbox"
          name="isUpcoming"
          checked={values.isUpcoming}
          onChange={(e) => setValues((v) => ({ ...v, isUpcoming: e.target.checked }))}
        />
        {t('admin.events.form.isUpcoming')}
      </label>
      <FormFooter
        errors={errors}
        outcome={outcome}
        busy={busy}
        dirty={dirty}
        submitLabel={submitLabel}
      />
    </form>
  );
}
