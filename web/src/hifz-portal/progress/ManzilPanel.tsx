import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_CYCLE_DAYS,
  manzilCycleSchema,
  suggestManzil,
  type MemorisationRecordAnswer,
  type ParaCell,
  type PortionDay,
} from '@masjid/domain/hifz-memorisation';
import { PARAS, PARA_COUNT, formatAyahRef } from '@masjid/domain/quran-portion';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';

/** The record's fields a save writes (the rest is who and when). */
type RecordFields = Omit<MemorisationRecordAnswer, 'at'>;

/** The record without empty lists or an absent cycle (Firestore refuses `undefined`). */
function recordFields(record: RecordFields): RecordFields {
  return {
    ...(record.memorised?.length ? { memorised: record.memorised } : {}),
    ...(record.notStarted?.length ? { notStarted: record.notStarted } : {}),
    ...(record.cycle ? { cycle: record.cycle } : {}),
  };
}

/**
 * The manzil: the cycle (`paras` paras in `days` days), the next manzil the portal suggests, and
 * the paras not revised within the cycle. The qari and the admin (`onSave`) set the cycle and
 * correct the memorisation record (paras memorised before the portal, or to start again); others
 * see the same without the forms.
 */
export function ManzilPanel({
  onSave,
  days,
  paras,
  record,
  todayIso,
}: {
  /** The qari's or the admin's save of the record; absent: read-only. */
  onSave?: (record: RecordFields) => Promise<void>;
  days: readonly PortionDay[];
  /** The 30-para picture (`paraGrid`): its `due` flags are the paras overdue for manzil. */
  paras: readonly ParaCell[];
  record: MemorisationRecordAnswer | undefined;
  /** Today in Karachi, `YYYY-MM-DD`. */
  todayIso: string;
}) {
  const { t } = useTranslation('hifz');
  const cycle = record?.cycle;
  const [parasText, setParasText] = useState(String(cycle?.paras ?? 1));
  const [daysText, setDaysText] = useState(String(cycle?.days ?? 1));
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [marks, setMarks] = useState<Record<number, 'memorised' | 'not-started' | ''>>(() =>
    Object.fromEntries(
      PARAS.map((p) => [
        p,
        record?.memorised?.includes(p)
          ? 'memorised'
          : record?.notStarted?.includes(p)
            ? 'not-started'
            : '',
      ]),
    ),
  );

  const suggestion = cycle ? suggestManzil(days, paras, cycle, todayIso) : undefined;
  const overdue = paras.filter((p) => p.due).map((p) => p.para);

  function save(fields: RecordFields, done: string) {
    if (!onSave) return;
    setNote({
      ok: true,
      text: navigator.onLine
        ? t('hifzProgress.fees.saving')
        : t('hifzProgress.manzil.savedOffline'),
    });
    onSave(recordFields(fields)).then(
      () => setNote({ ok: true, text: done }),
      (err: unknown) => {
        console.error('The memorisation record could not be saved', err);
        setNote({ ok: false, text: t('hifzProgress.manzil.failed') });
      },
    );
  }

  function saveCycle(e: FormEvent) {
    e.preventDefault();
    const parsed = manzilCycleSchema.safeParse({
      paras: Number(parasText),
      days: Number(daysText),
    });
    if (!parsed.success) {
      setNote({ ok: false, text: t('hifzProgress.manzil.invalid') });
      return;
    }
    save({ ...record, cycle: parsed.data }, t('hifzProgress.manzil.saved'));
  }

  function saveCorrections(e: FormEvent) {
    e.preventDefault();
    save(
      {
        ...record,
        memorised: PARAS.filter((p) => marks[p] === 'memorised'),
        notStarted: PARAS.filter((p) => marks[p] === 'not-started'),
      },
      t('hifzProgress.manzil.correctionsSaved'),
    );
  }

  return (
    <section className="hifz-panel manzil-panel" aria-labelledby="manzil-title">
      <h2 id="manzil-title">{t('hifzProgress.manzil.title')}</h2>
      <p data-testid="manzil-cycle">
        {cycle
          ? `${t('hifzProgress.manzil.cycle')}: ${t('hifzProgress.manzil.cycleText', { paras: t('hifzProgress.manzil.parasCount', { count: cycle.paras }), days: t('hifzProgress.manzil.daysCount', { count: cycle.days }) })}`
          : t('hifzProgress.manzil.noCycle')}
      </p>
      {cycle ? (
        <>
          <p data-testid="manzil-next">
            {suggestion
              ? t('hifzProgress.manzil.next', {
                  paras: suggestion.paras.join('، '),
                  from: formatAyahRef(suggestion.portion.from),
                  to: formatAyahRef(suggestion.portion.to),
                })
              : t('hifzProgress.manzil.nothingMemorised')}
          </p>
          <p
            data-testid="manzil-overdue"
            className={overdue.length ? 'manzil-overdue' : undefined}
            role={overdue.length ? 'status' : undefined}
          >
            {overdue.length
              ? t('hifzProgress.manzil.overdue', {
                  paras: overdue.join(t('hifzProgress.list.separator')),
                })
              : t('hifzProgress.manzil.upToDate')}
          </p>
        </>
      ) : null}
      {onSave ? (
        <>
          <form className="manzil-cycle-form" onSubmit={saveCycle} noValidate>
            <fieldset>
              <legend>{t('hifzProgress.manzil.cycle')}</legend>
              <CycleField field="paras" value={parasText} onChange={setParasText} />
              <span>{t('hifzProgress.manzil.inDays')}</span>
              <CycleField field="days" value={daysText} onChange={setDaysText} />
              <button type="submit" className="btn btn-small">
                {t('hifzProgress.manzil.save')}
              </button>
            </fieldset>
          </form>
          <details className="manzil-corrections">
            <summary>{t('hifzProgress.manzil.corrections')}</summary>
            <p className="muted">{t('hifzProgress.manzil.correctionsHelp')}</p>
            <form onSubmit={saveCorrections}>
              <ul className="correction-list" role="list">
                {PARAS.map((p) => (
                  <li key={p}>
                    <label>
                      {t('hifzProgress.grid.para', { para: p })}
                      <select
                        name={`para-${p}`}
                        value={marks[p] ?? ''}
                        onChange={(e) => {
                          const v = e.target.value;
                          setMarks((m) => ({
                            ...m,
                            [p]: v === 'memorised' || v === 'not-started' ? v : '',
                          }));
                        }}
                      >
                        <option value="">—</option>
                        <option value="memorised">{t('hifzProgress.manzil.markMemorised')}</option>
                        <option value="not-started">
                          {t('hifzProgress.manzil.markNotStarted')}
                        </option>
                      </select>
                    </label>
                  </li>
                ))}
              </ul>
              <button type="submit" className="btn btn-small">
                {t('hifzProgress.manzil.saveCorrections')}
              </button>
            </form>
          </details>
        </>
      ) : null}
      <StatusMessage message={note} />
    </section>
  );
}

/** The largest number each field of the manzil cycle takes: every para, or the longest cycle. */
const CYCLE_MAX = { paras: PARA_COUNT, days: MAX_CYCLE_DAYS } as const;

/**
 * A field of the manzil cycle (how many paras in how many days): a whole number from 1 to its
 * `CYCLE_MAX`, typed with the phone's number keys.
 */
function CycleField(props: {
  field: keyof typeof CYCLE_MAX;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('hifz');
  return (
    <label>
      {t(`hifzProgress.manzil.${props.field}`)}
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={CYCLE_MAX[props.field]}
        name={`cycle-${props.field}`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
