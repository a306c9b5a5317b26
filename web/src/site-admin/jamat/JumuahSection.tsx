import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JamatTimings } from '@masjid/domain/jamat';
import { jumuahDocSchema, jumuahJamats, type JumuahData } from '@masjid/domain/jumuah';
import type { JumuahJamat } from '@masjid/domain/jumuah';
import { LoadStatus } from '../../common/ui/LoadStatus.tsx';
import { Field } from '../forms/Field.tsx';
import { FormFooter } from '../forms/FormFooter.tsx';
import {
  JamatRows,
  PlaceAndLanguage,
  issuesOnRows,
  outOfOrder,
  rowKey,
} from '../forms/JamatRows.tsx';
import { useContentForm } from '../forms/use-content-form.ts';
import { saveJumuah, useStoredJumuah } from './jumuah-admin-data.ts';
import { useStoredJamatTimings } from './save-jamat-timings.ts';
import '../forms/content-admin.css';

/** The form's rows, JUMUAH_JAMATS_MAX of them; an empty row is not sent. */
const ROWS = [0, 1, 2, 3] as const;
type Row = (typeof ROWS)[number];
type Part = 'bayanTime' | 'jamatTime' | 'place' | 'language';
type Values = Record<`jamats.${Row}.${Part}`, string>;

const key = (row: Row, part: Part) => rowKey(row, part);

/** The form's values of the jamats in force (empty rows after them). */
function valuesOf(jamats: readonly JumuahJamat[]): Values {
  const values: Record<string, string> = {};
  for (const row of ROWS) {
    const jamat = jamats[row];
    values[key(row, 'bayanTime')] = jamat?.bayanTime ?? '';
    values[key(row, 'jamatTime')] = jamat?.jamatTime ?? '';
    values[key(row, 'place')] = jamat?.place ?? 'mainHall';
    values[key(row, 'language')] = jamat?.language ?? 'urdu';
  }
  return values as Values;
}

/**
 * The Jumu'ah jamats section of `/update-jamat` (issue 42 §1, decision 0049), where the site
 * admin lands after signing in: up to four jamats, each with its bayan/khutbah start (optional),
 * jamat time, place and bayan language; a row shows once the one before has a time. It opens on
 * the jamats in force (the first at the table's Jumma time). Saving writes `site/jumuah` and the
 * first jamat's time as the Jumma time in one batch; a bayan not before its jamat, jamats out of
 * order or a row without its jamat time is refused on its row, nothing saved.
 */
export function JumuahSection() {
  const { t } = useTranslation('admin');
  const timings = useStoredJamatTimings();
  const stored = useStoredJumuah();
  const failed = timings.status === 'error' || stored.status === 'error';
  const ready = timings.status === 'ready' && stored.status === 'ready';
  // A Jumma time saved in the table above opens the form anew on it; the form's own save (which
  // writes the Jumma time too) keeps the form and its "saved" line.
  const jumma = timings.status === 'ready' ? (timings.data.jumma ?? '') : '';
  const ownSave = useRef<string | undefined>(undefined);
  const seen = useRef(jumma);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (jumma === seen.current) return;
    seen.current = jumma;
    if (jumma !== ownSave.current) setFormKey((k) => k + 1);
  }, [jumma]);
  return (
    <section className="jumuah-admin" aria-labelledby="jumuah-admin-title">
      <h2 id="jumuah-admin-title">{t('jumuah.admin.title')}</h2>
      <p className="form-note">{t('jumuah.admin.intro')}</p>
      <LoadStatus
        status={failed ? 'error' : ready ? 'ready' : 'loading'}
        loading={t('videos.loading')}
        failed={t('jumuah.admin.loadFailed')}
      />
      {ready ? (
        <JumuahForm
          key={formKey}
          timings={timings.data}
          stored={stored.data}
          onSave={(first) => (ownSave.current = first)}
        />
      ) : null}
    </section>
  );
}

function JumuahForm({
  timings,
  stored,
  onSave,
}: {
  timings: JamatTimings;
  stored: JumuahJamat[];
  /** Told the Jumma time a save is about to write. */
  onSave: (jumma: string) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, JumuahData>(() => valuesOf(jumuahJamats(timings, stored)), {
    parse: (values) => {
      // A row is sent when it has either time: a bayan without its jamat is refused on its row.
      const rows = ROWS.filter(
        (row) => values[key(row, 'jamatTime')] || values[key(row, 'bayanTime')],
      );
      const jamats = rows.map((row) => ({
        ...(values[key(row, 'bayanTime')] ? { bayanTime: values[key(row, 'bayanTime')] } : {}),
        jamatTime: values[key(row, 'jamatTime')] || undefined,
        place: values[key(row, 'place')],
        language: values[key(row, 'language')],
      }));
      const checked = jumuahDocSchema.safeParse({ jamats });
      if (checked.success) return checked;
      const bayanLate = rows.find(
        (row) =>
          values[key(row, 'bayanTime')] &&
          values[key(row, 'jamatTime')] &&
          values[key(row, 'bayanTime')] >= values[key(row, 'jamatTime')],
      );
      const late = outOfOrder(rows.map((row) => values[key(row, 'jamatTime')]));
      const issues = issuesOnRows(checked.error.issues, rows, 'jamatTime', () =>
        bayanLate !== undefined
          ? { row: bayanLate, part: 'bayanTime', text: t('jumuah.admin.bayanAfterJamat') }
          : late >= 0
            ? { row: rows[late]!, part: 'jamatTime', text: t('jamatRows.outOfOrder') }
            : { row: 0, part: 'jamatTime' },
      );
      return { success: false, error: { issues } };
    },
    save: async (data) => {
      onSave(data.jamats[0]!.jamatTime);
      await saveJumuah(data);
      form.setOutcome({ ok: true, text: t('jumuah.admin.saved') });
    },
    failedText: t('jumuah.admin.saveFailed'),
  });
  const { bind, field, values } = form;
  return (
    <form className="admin-form content-form" onSubmit={form.submit} noValidate>
      <JamatRows rows={ROWS} hasTime={(row) => !!values[key(row, 'jamatTime')]}>
        {(row) => (
          <>
            <div className="content-form-pair">
              <Field {...field(key(row, 'bayanTime'))} label={t('jumuah.admin.bayanTime')}>
                <input type="time" {...bind(key(row, 'bayanTime'))} />
              </Field>
              <Field
                {...field(key(row, 'jamatTime'))}
                required={row === 0}
                label={t('jumuah.admin.jamatTime')}
              >
                <input type="time" {...bind(key(row, 'jamatTime'))} />
              </Field>
            </div>
            <PlaceAndLanguage
              place={{ field: field(key(row, 'place')), input: bind(key(row, 'place')) }}
              language={{ field: field(key(row, 'language')), input: bind(key(row, 'language')) }}
            />
          </>
        )}
      </JamatRows>
      <FormFooter
        errors={form.errors}
        outcome={form.outcome}
        busy={form.busy}
        dirty={form.dirty}
        submitLabel={t('jumuah.admin.save')}
      />
    </form>
  );
}
