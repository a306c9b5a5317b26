import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ATTENDANCE,
  DAY_LABELS,
  GRADES,
  LIBAAS,
  MUTALA,
  NAMAZ_PRAYERS,
  type DayFields,
} from '@masjid/domain/progress';

type Choice = 'attendance' | 'sabaq' | 'sabqi' | 'manzil' | 'mutala' | 'libaas';
const CHOICES: Array<[Choice, readonly string[]]> = [
  ['attendance', ATTENDANCE],
  ['sabaq', GRADES],
  ['sabqi', GRADES],
  ['manzil', GRADES],
  ['mutala', MUTALA],
  ['libaas', LIBAAS],
];
const label = (key: string) => DAY_LABELS[key as keyof typeof DAY_LABELS] ?? key;

/**
 * The day-detail form: Urdu labels, right to left. Editable for the
 * qari and the admin; read-only for the student and a parent's link, with the prayers as ticks
 * and crosses. A student's Save is refused with 'You can only view your progress.' and nothing is
 * sent. Save hands the fields to `onSave` and closes; Close dismisses.
 */
export function DayDetailDialog({
  date,
  initial,
  readOnly,
  onSave,
  onClose,
}: {
  /** `YYYY-MM-DD` of the day, shown in the title. */
  date: string;
  initial: DayFields;
  readOnly: boolean;
  onSave: (fields: DayFields) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [fields, setFields] = useState<DayFields>(initial);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (readOnly) {
      setMessage('You can only view your progress.');
      return;
    }
    onSave(fields);
    window.scrollTo({ top: 0 });
  }

  const namaz = fields.namaz ?? {
    fajr: false,
    zuhr: false,
    asr: false,
    maghrib: false,
    isha: false,
  };
  const day = new Intl.DateTimeFormat('ur-PK', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

  return (
    <dialog
      ref={ref}
      className="day-dialog"
      lang="ur"
      dir="rtl"
      onClose={onClose}
      aria-labelledby="day-title"
    >
      <form onSubmit={submit} className="day-form">
        <h2 id="day-title">
          {DAY_LABELS.title} <span className="day-date">{day}</span>
        </h2>
        {CHOICES.map(([field, options]) => (
          <fieldset key={field} className="day-choice">
            <legend>{label(field)}</legend>
            {readOnly ? (
              <p className="day-value" data-field={field}>
                {fields[field] ? label(fields[field]) : '—'}
              </p>
            ) : (
              options.map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name={field}
                    value={option}
                    checked={fields[field] === option}
                    onChange={() => setFields((f) => ({ ...f, [field]: option }))}
                  />
                  {label(option)}
                </label>
              ))
            )}
          </fieldset>
        ))}
        <label className="day-text">
          {DAY_LABELS.newLessonStart}
          {readOnly ? (
            <span className="day-value">{fields.newLessonStart || '—'}</span>
          ) : (
            <input
              type="text"
              name="newLessonStart"
              maxLength={200}
              value={fields.newLessonStart ?? ''}
              onChange={(e) => setFields((f) => ({ ...f, newLessonStart: e.target.value }))}
            />
          )}
        </label>
        <fieldset className="day-choice">
          <legend>{DAY_LABELS.namaz}</legend>
          {NAMAZ_PRAYERS.map((prayer) =>
            readOnly ? (
              <span key={prayer} className="namaz-mark" data-prayer={prayer}>
                {label(prayer)}{' '}
                <span aria-label={namaz[prayer] ? 'ہاں' : 'نہیں'}>{namaz[prayer] ? '✓' : '✗'}</span>
              </span>
            ) : (
              <label key={prayer}>
                <input
                  type="checkbox"
                  name={prayer}
                  checked={namaz[prayer]}
                  onChange={(e) =>
                    setFields((f) => ({ ...f, namaz: { ...namaz, [prayer]: e.target.checked } }))
                  }
                />
                {label(prayer)}
              </label>
            ),
          )}
        </fieldset>
        {message ? (
          <p className="form-error" role="alert" lang="en" dir="ltr">
            {message}
          </p>
        ) : null}
        <div className="day-actions">
          <button type="submit" className="btn">
            {DAY_LABELS.save}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => ref.current?.close()}>
            {DAY_LABELS.close}
          </button>
        </div>
      </form>
    </dialog>
  );
}
