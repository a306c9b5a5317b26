import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HIJRI_MONTHS_EN,
  calculatedHijriDate,
  formatHijri,
  hijriDateOf,
  hijriMonthName,
  hijriMonthStartDocSchema,
  type HijriMonthStart,
} from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { Field } from '../forms/Field.tsx';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import { deleteMonthStart, saveMonthStart, useMonthStartsLive } from './moon-sighting-data.ts';
import '../forms/content-admin.css';

/**
 * `/admin-moon-sighting`: record the local committee's decision on when a Hijri month began
 * ("Ramadan 1448 began on …"), optionally notifying subscribers; list and delete decisions. The
 * Hijri date of every page, the timetable and the feeds follows them.
 */
export function MoonSightingPage() {
  const { t, i18n } = useTranslation('admin');
  usePageTitle(t('jamatMonth.moonAdmin.title'));
  const lang = i18n.language;
  const decisions = useMonthStartsLive();
  const today = karachiIsoToday();
  const calculated = calculatedHijriDate(today);
  const [year, setYear] = useState(String(calculated.year));
  const [month, setMonth] = useState(String(calculated.month));
  const [startDate, setStartDate] = useState(today);
  const [announce, setAnnounce] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const { busyId, message, run } = useRowAction();
  const { confirmDelete, dialog } = useConfirmDelete();

  const title = (d: Pick<HijriMonthStart, 'hijriYear' | 'hijriMonth' | 'startDate'>) =>
    t('jamatMonth.moonAdmin.began', {
      month: hijriMonthName(d.hijriMonth, lang),
      year: d.hijriYear,
      date: formatCalendarDay(d.startDate, lang),
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    const data = {
      hijriYear: Number(year),
      hijriMonth: Number(month),
      startDate,
      ...(announce ? { announce: true } : {}),
    };
    const parsed = hijriMonthStartDocSchema.safeParse(data);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= t(
          key === 'hijriYear' ? 'jamatMonth.moonAdmin.badYear' : 'jamatMonth.moonAdmin.badDate',
        );
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveMonthStart(parsed.data);
      setOutcome({
        ok: true,
        text: t('jamatMonth.moonAdmin.saved', { title: title(parsed.data) }),
      });
      setAnnounce(false);
    } catch (err) {
      console.error('Saving the decision failed', err);
      setOutcome({ ok: false, text: t('jamatMonth.moonAdmin.saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  async function remove(d: HijriMonthStart) {
    if (!(await confirmDelete('jamatMonth.moonAdmin.confirmDelete', { title: title(d) }))) return;
    await run(
      d.id,
      () => deleteMonthStart(d.id),
      t('jamatMonth.moonAdmin.deleted', { title: title(d) }),
      t('jamatMonth.moonAdmin.deleteFailed'),
    );
  }

  const list = decisions.status === 'ready' ? decisions.data : [];
  return (
    <>
      <h1>{t('jamatMonth.moonAdmin.title')}</h1>
      <p className="field-hint">{t('jamatMonth.moonAdmin.lead')}</p>
      <p>
        {t('jamatMonth.moonAdmin.today', { date: formatHijri(hijriDateOf(today, list), lang) })}
      </p>
      <form className="admin-form content-form" onSubmit={submit} noValidate>
        <div className="content-form-pair">
          <label>
            {t('jamatMonth.moonAdmin.hijriMonth')}
            <select value={month} onChange={(e) => setMonth(e.target.value)}>
              {HIJRI_MONTHS_EN.map((_, i) => (
                <option key={i} value={String(i + 1)}>
                  {hijriMonthName(i + 1, lang)}
                </option>
              ))}
            </select>
          </label>
          <Field
            name="hijriYear"
            label={t('jamatMonth.moonAdmin.hijriYear')}
            error={errors.hijriYear}
          >
            <input
              type="number"
              inputMode="numeric"
              min={1420}
              max={1520}
              value={year}
              onChange={(e) => setYear(e.target.value)}
            />
          </Field>
        </div>
        <Field
          name="startDate"
          label={t('jamatMonth.moonAdmin.startDate')}
          error={errors.startDate}
        >
          <input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </Field>
        <label className="checkbox-label">
          <input
            type="checkbox"
            checked={announce}
            onChange={(e) => setAnnounce(e.target.checked)}
          />{' '}
          {t('jamatMonth.moonAdmin.announce')}
        </label>
        <StatusMessage message={outcome} />
        <div className="content-form-actions">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('adminForms.saving') : t('jamatMonth.moonAdmin.save')}
          </button>
        </div>
      </form>
      <StatusMessage message={message} />
      <section className="content-admin-section" aria-labelledby="moon-decisions">
        <h2 id="moon-decisions">{t('jamatMonth.moonAdmin.listHeading')}</h2>
        {decisions.status === 'error' ? (
          <p className="error-text" role="alert">
            {t('jamatMonth.moonAdmin.loadFailed')}
          </p>
        ) : null}
        {decisions.status === 'ready' && list.length === 0 ? (
          <p className="status-text">{t('jamatMonth.moonAdmin.none')}</p>
        ) : null}
        {list.length > 0 ? (
          <ul className="content-admin-list" role="list">
            {list.map((d) => (
              <li key={d.id} className="content-admin-item no-thumb" data-decision-id={d.id}>
                <div className="content-admin-text">
                  <p>{title(d)}</p>
                </div>
                <div className="content-admin-actions">
                  <button
                    type="button"
                    className="btn btn-danger"
                    disabled={busyId === d.id}
                    onClick={() => void remove(d)}
                  >
                    {t('jamatMonth.moonAdmin.delete')}
                    <span className="visually-hidden">: {title(d)}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {dialog}
    </>
  );
}
