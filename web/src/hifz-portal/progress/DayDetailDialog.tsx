import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import {
  ATTENDANCE,
  DAY_LABELS,
  GRADES,
  LIBAAS,
  MUTALA,
  NAMAZ_PRAYERS,
  DAY_FIELDS,
  forAttendance,
  isAwayDay,
  type DayField,
  type DayFields,
  type DayRecord,
  type Overwrite,
} from '@masjid/domain/progress';
import { PORTION_FIELD, PORTION_PARTS, type PortionPart } from '@masjid/domain/hifz-memorisation';
import {
  PARAS,
  ayahRefSchema,
  formatAyahRef,
  paraBounds,
  paraOf,
  parseAyahRef,
  portionSchema,
  type Portion,
} from '@masjid/domain/quran-portion';
import { surahName } from '@masjid/domain/surah-names';
import { useConfirmDialog } from '../../common/ui/ConfirmDialog.tsx';
import { isolate, langProps } from '../../common/ui/typed-text.ts';
import { intlLocale } from '@masjid/domain/intl-locale';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';

type Choice = 'attendance' | 'mutala' | 'libaas';
const label = (key: string) => DAY_LABELS[key as keyof typeof DAY_LABELS] ?? key;

/** A portion as typed: `surah:ayah` where it starts and where it ends. */
interface PortionText {
  from: string;
  to: string;
}
type PortionTexts = Record<PortionPart, PortionText>;

const toText = (portion: Portion | undefined): PortionText =>
  portion
    ? { from: formatAyahRef(portion.from), to: formatAyahRef(portion.to) }
    : { from: '', to: '' };

/**
 * The day-detail form: Urdu labels, right to left, as the madrasa writes them, with the portion
 * recited for sabaq, sabqi and manzil (a para picker and `surah:ayah` from and to, filled in with
 * `suggested` when the day has none). Editable for the qari and the admin: a day marked absent or
 * on leave hides the grades and portions; leaving with unsaved edits asks first (Close, Escape,
 * the Back button or another address, leaving the page), in the reader's language. Read-only for the student and a parent's link: no Save button, and a line in
 * the reader's language says why. Save hands the fields to `onSave`.
 */
export function DayDetailDialog({
  date,
  initial,
  suggested = {},
  readOnly,
  onSave,
  onClose,
}: {
  /** `YYYY-MM-DD` of the day, shown in the title. */
  date: string;
  /** The day as stored: its fields, who changed each, and values replaced unseen (decision 0044). */
  initial: DayFields & Pick<DayRecord, 'changes' | 'overwritten'>;
  /** Portions to offer where the day has none (see hifz-memorisation.ts). */
  suggested?: Partial<Record<PortionPart, Portion>>;
  readOnly: boolean;
  /** The fields to save, and the day as the form showed it when opened (`initial`). */
  onSave: (fields: DayFields, shown: DayFields & Pick<DayRecord, 'changes'>) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('hifz');
  const ref = useRef<HTMLDialogElement>(null);
  const [shown] = useState(initial);
  const [fields, setFields] = useState<DayFields>(initial);
  const startTexts = (): PortionTexts => {
    const texts = {} as PortionTexts;
    for (const part of PORTION_PARTS)
      texts[part] = toText(
        initial[PORTION_FIELD[part]] ?? (readOnly ? undefined : suggested[part]),
      );
    return texts;
  };
  const [initialTexts] = useState(startTexts);
  const [texts, setTexts] = useState<PortionTexts>(initialTexts);
  const [message, setMessage] = useState<string | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const dirty =
    !readOnly &&
    (JSON.stringify(fields) !== JSON.stringify(initial) ||
      JSON.stringify(texts) !== JSON.stringify(initialTexts));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (!dirty) return;
    // Leaving the page (reload, another address) with unsaved edits asks the browser's question.
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Whether the edits may be dropped: none were made, or the reader says to leave them. */
  async function mayLeave(): Promise<boolean> {
    if (!dirty) return true;
    return confirm({
      message: t('hifzProgress.day.unsavedTitle'),
      detail: t('hifzProgress.day.unsavedDetail'),
      confirmLabel: t('hifzProgress.day.leave'),
      cancelLabel: t('hifzProgress.day.stay'),
    });
  }

  async function leave() {
    if (await mayLeave()) ref.current?.close();
  }

  // The phone's Back button (or any move to another address) asks first too, as Close does.
  const blocker = useBlocker(dirty);
  const askBeforeMove = useEffectEvent(() => {
    if (blocker.state !== 'blocked') return;
    const { proceed, reset } = blocker;
    void mayLeave().then((ok) => {
      if (!ok) return reset();
      proceed();
      ref.current?.close();
    });
  });
  useEffect(() => askBeforeMove(), [blocker.state]);

  /** The portions typed, checked; or the first problem, in the reader's language. */
  function readPortions(): Partial<Record<PortionPart, Portion>> | string {
    const out: Partial<Record<PortionPart, Portion>> = {};
    for (const part of PORTION_PARTS) {
      const text = texts[part];
      const problem = (reason: string) =>
        t('hifzProgress.day.portionError', { part: isolate(label(part)), reason });
      if (!text.from.trim() && !text.to.trim()) continue;
      if (!text.from.trim() || !text.to.trim()) return problem(t('hifzProgress.day.bothEnds'));
      const from = parseAyahRef(text.from);
      const to = parseAyahRef(text.to);
      if (!from || !to) return problem(t('hifzProgress.day.notAyah'));
      // Each end on its own first, so the message names the ayah that does not exist.
      for (const ref of [from, to]) {
        if (ref.surah < 1 || ref.surah > 114)
          return problem(t('hifzProgress.day.noSuchSurah', { surah: ref.surah }));
        if (!ayahRefSchema.safeParse(ref).success)
          return problem(t('hifzProgress.day.noSuchAyah', { surah: ref.surah, ayah: ref.ayah }));
      }
      const parsed = portionSchema.safeParse({ from, to });
      if (!parsed.success) return problem(t('hifzProgress.day.backwards'));
      out[part] = parsed.data;
    }
    return out;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (readOnly) return;
    const portions = readPortions();
    if (typeof portions === 'string') {
      setMessage(portions);
      return;
    }
    const saved: DayFields = { ...fields };
    for (const part of PORTION_PARTS) {
      const portion = portions[part];
      if (portion) saved[PORTION_FIELD[part]] = portion;
    }
    onSave(forAttendance(saved), shown);
    window.scrollTo({ top: 0 });
  }

  const day = new Intl.DateTimeFormat(intlLocale('ur'), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  const readerLang = i18n.language === 'ur' ? 'ur' : 'en';

  /** One radio button per option of `field`, labelled in Urdu. */
  const radios = (field: Choice | PortionPart, options: readonly string[]) =>
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
    ));

  const choice = (field: Choice, options: readonly string[]) => (
    <fieldset key={field} className="day-choice">
      <legend>{label(field)}</legend>
      {readOnly ? (
        <p className="day-value" data-field={field}>
          {fields[field] ? label(fields[field]) : '—'}
        </p>
      ) : (
        radios(field, options)
      )}
    </fieldset>
  );

  return (
    <dialog
      ref={ref}
      className="day-dialog"
      lang="ur"
      dir="rtl"
      onClose={(e) => {
        // Only this dialog's own close: React passes the question's close (inside it) up too.
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        // Escape: ask first when there are unsaved edits.
        if (!dirty) return;
        e.preventDefault();
        void leave();
      }}
      aria-labelledby="day-title"
    >
      <form onSubmit={submit} className="day-form" noValidate>
        <h2 id="day-title">
          {DAY_LABELS.title} <span className="day-date">{day}</span>
        </h2>
        {readOnly ? (
          <p className="day-readonly" role="note" {...langProps(readerLang)}>
            {t('hifzProgress.day.readOnly')}
          </p>
        ) : null}
        <Overwrites overwritten={initial.overwritten} lang={readerLang} />
        {choice('attendance', ATTENDANCE)}
        {isAwayDay(fields) ? (
          <p className="muted" {...langProps(readerLang)}>
            {t('hifzProgress.day.absentNoGrades')}
          </p>
        ) : (
          PORTION_PARTS.map((part) => (
            <fieldset key={part} className="day-choice day-part" data-part={part}>
              <legend>{label(part)}</legend>
              {readOnly ? (
                <p className="day-value">
                  <span
                    data-field={part}
                    className={fields[part] === 'not-memorised' ? 'grade-warning' : undefined}
                  >
                    {fields[part] === 'not-memorised' ? '⚠ ' : null}
                    {fields[part] ? label(fields[part]) : '—'}
                  </span>
                  <PortionValue portion={fields[PORTION_FIELD[part]]} />
                </p>
              ) : (
                <>
                  <div className="day-grades">{radios(part, GRADES)}</div>
                  <PortionInputs
                    part={part}
                    value={texts[part]}
                    help={t('hifzProgress.day.portionHelp')}
                    onChange={(value) => {
                      setMessage(null);
                      setTexts((all) => ({ ...all, [part]: value }));
                    }}
                  />
                </>
              )}
            </fieldset>
          ))
        )}
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
        {isAwayDay(fields) ? null : (
          <>
            {choice('mutala', MUTALA)}
            {choice('libaas', LIBAAS)}
            <NamazChoice
              namaz={fields.namaz}
              readOnly={readOnly}
              onChange={(namaz) => setFields((f) => ({ ...f, namaz }))}
            />
          </>
        )}
        {message ? (
          <p className="form-error" role="alert" {...langProps(readerLang)}>
            {message}
          </p>
        ) : null}
        <div className="day-actions">
          {readOnly ? null : (
            <button type="submit" className="btn">
              {DAY_LABELS.save}
            </button>
          )}
          <button type="button" className="btn btn-outline" onClick={() => void leave()}>
            {DAY_LABELS.close}
          </button>
        </div>
      </form>
      {confirmDialog ? (
        // The question is in the reader's language, inside this right-to-left Urdu form.
        <div {...langProps(readerLang)}>{confirmDialog}</div>
      ) : null}
    </dialog>
  );
}

/**
 * A stored portion, read-only, with the surahs' names for a reader who knows them by name:
 * `النبإ 78:1 – 78:20 (پارہ 30)`, or `النبإ 78:1 – النازعات 79:5` across surahs.
 */
function PortionValue({ portion }: { portion: Portion | undefined }) {
  if (!portion) return null;
  const paras = [...new Set([paraOf(portion.from), paraOf(portion.to)])].join('–');
  const sameSurah = portion.from.surah === portion.to.surah;
  return (
    <span className="portion-value">
      {' · '}
      <span className="surah-name">{surahName(portion.from.surah, 'ur')}</span>{' '}
      <bdi dir="ltr">{formatAyahRef(portion.from)}</bdi> –{' '}
      {sameSurah ? null : (
        <>
          <span className="surah-name">{surahName(portion.to.surah, 'ur')}</span>{' '}
        </>
      )}
      <bdi dir="ltr">{formatAyahRef(portion.to)}</bdi> ({DAY_LABELS.para} {paras})
    </span>
  );
}

/**
 * One part's portion: a para picker (choosing a para fills in its first and last ayah) and
 * `surah:ayah` from and to, typed with the phone's number keys (`2.142` is read as `2:142`), with
 * the hint that says so under them.
 */
function PortionInputs({
  part,
  value,
  help,
  onChange,
}: {
  part: PortionPart;
  value: PortionText;
  help: string;
  onChange: (value: PortionText) => void;
}) {
  const from = parseAyahRef(value.from);
  let para = '';
  try {
    if (from) para = String(paraOf(from));
  } catch {
    // Not an ayah of the Quran (yet): no para shown.
  }
  return (
    <div className="portion-inputs">
      <label>
        {DAY_LABELS.para}
        <select
          name={`${part}-para`}
          value={para}
          onChange={(e) => {
            const chosen = Number(e.target.value);
            if (!chosen) return onChange({ from: '', to: '' });
            const bounds = paraBounds(chosen);
            onChange({ from: formatAyahRef(bounds.from), to: formatAyahRef(bounds.to) });
          }}
        >
          <option value="">—</option>
          {PARAS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      {(['from', 'to'] as const).map((end) => (
        <label key={end}>
          {DAY_LABELS[end]}
          <input
            type="text"
            inputMode="decimal"
            dir="ltr"
            name={`${part}-${end}`}
            placeholder={end === 'from' ? '2:142' : '2:150'}
            aria-describedby={`${part}-help`}
            autoComplete="off"
            value={value[end]}
            onChange={(e) => onChange({ ...value, [end]: e.target.value })}
          />
        </label>
      ))}
      <p id={`${part}-help`} className="portion-help">
        {help}
      </p>
    </div>
  );
}

/** The five prayers of the day: ticks to change, or ✓ and ✗ when read-only. */
function NamazChoice({
  namaz: stored,
  readOnly,
  onChange,
}: {
  namaz: DayFields['namaz'];
  readOnly: boolean;
  onChange: (namaz: NonNullable<DayFields['namaz']>) => void;
}) {
  const namaz = stored ?? { fajr: false, zuhr: false, asr: false, maghrib: false, isha: false };
  return (
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
              onChange={(e) => onChange({ ...namaz, [prayer]: e.target.checked })}
            />
            {label(prayer)}
          </label>
        ),
      )}
    </fieldset>
  );
}

/** A field's Urdu label; a portion's is its part's with "from where to where". */
function fieldLabel(field: DayField): string {
  const part = PORTION_PARTS.find((p) => PORTION_FIELD[p] === field);
  return part ? `${label(part)} (${DAY_LABELS.portion})` : label(field);
}

/** A replaced value as the form shows it: a label, a portion's ends, the prayers prayed. */
function shownValue(value: Overwrite['value']): string {
  if (value === null) return '—';
  if (typeof value === 'string') return label(value);
  if ('from' in value) return `${formatAyahRef(value.from)} – ${formatAyahRef(value.to)}`;
  return NAMAZ_PRAYERS.filter((p) => value[p])
    .map((p) => label(p))
    .join('، ');
}

/**
 * The values of this day that a save replaced without having seen them (two devices, one day;
 * decision 0044), each with who recorded it and who replaced it when, in the reader's language.
 */
function Overwrites({
  overwritten = {},
  lang,
}: {
  overwritten: DayRecord['overwritten'];
  lang: 'en' | 'ur';
}) {
  const { t } = useTranslation('hifz');
  const found = DAY_FIELDS.flatMap((f) => {
    const entry = overwritten[f];
    return entry ? [{ field: f, entry }] : [];
  });
  if (found.length === 0) return null;
  return (
    <section className="day-overwrites" role="note" {...langProps(lang)}>
      <h3>{t('hifzProgress.day.overwrittenTitle')}</h3>
      <ul>
        {found.map(({ field, entry }) => (
          <li key={field} data-overwritten={field}>
            {t('hifzProgress.day.overwritten', {
              field: isolate(fieldLabel(field)),
              value: isolate(shownValue(entry.value)),
              who: isolate(entry.byName ?? t('hifzProgress.day.theAdmin')),
              at: formatKarachiDateTime(entry.at, lang),
              replacedBy: isolate(entry.replacedByName ?? t('hifzProgress.day.theAdmin')),
              replacedAt: formatKarachiDateTime(entry.replacedAt, lang),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
