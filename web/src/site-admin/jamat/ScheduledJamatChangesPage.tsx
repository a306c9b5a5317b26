import { useState, type FormEvent } from 'react';
import { EditDeleteActions } from '../ui/EditDeleteActions.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PUBLIC_PRAYERS, type JamatTimings } from '@masjid/domain/jamat';
import { jamatNoticeDocSchema, type JamatChange } from '@masjid/domain/jamat-schedule';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { formatCalendarDay, formatClockTime } from '../../common/time/karachi-time.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import { ScheduledChangeForm } from './ScheduledChangeForm.tsx';
import {
  deleteScheduledChange,
  saveNoticeDays,
  useJamatHistoryLive,
  useNoticeDaysLive,
  useScheduledChangesLive,
} from './scheduled-changes-data.ts';
import '../forms/content-admin.css';
import './jamat-admin.css';

/**
 * `/admin-jamat-changes`: schedule a jamat change for a later day, list the scheduled ones with
 * Edit and Delete (after a confirmation naming the day), set how many days ahead the home page
 * announces a change, and see the changes already applied with the times they replaced.
 */
export function ScheduledJamatChangesPage() {
  const { t, i18n } = useTranslation('admin');
  usePageTitle(t('jamatMonth.changesAdmin.title'));
  const changes = useScheduledChangesLive();
  const history = useJamatHistoryLive();
  const noticeDays = useNoticeDaysLive();
  const [editing, setEditing] = useState<JamatChange | null>(null);
  const { busyId, message, setMessage, run } = useRowAction();
  const { confirmDelete, dialog } = useConfirmDelete();
  const lang = i18n.language;
  const day = (date: string) => formatCalendarDay(date, lang);
  const timesText = (times: JamatTimings) =>
    PUBLIC_PRAYERS.filter((p) => times[p])
      .map((p) => `${t(`prayer.${p}`)} ${formatClockTime(times[p]!, lang)}`)
      .join(lang === 'ur' ? '، ' : ', ');

  async function remove(change: JamatChange) {
    const ok = await confirmDelete('jamatMonth.changesAdmin.confirmDelete', {
      title: day(change.effectiveDate),
    });
    if (!ok) return;
    if (editing?.id === change.id) setEditing(null);
    await run(
      change.id,
      () => deleteScheduledChange(change.id),
      t('jamatMonth.changesAdmin.deleted', { date: day(change.effectiveDate) }),
      t('jamatMonth.changesAdmin.deleteFailed'),
    );
  }

  return (
    <>
      <h1>{t('jamatMonth.changesAdmin.title')}</h1>
      <p className="field-hint">{t('jamatMonth.changesAdmin.lead')}</p>
      <ScheduledChangeForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onSaved={(date) => {
          setEditing(null);
          setMessage({ ok: true, text: t('jamatMonth.changesAdmin.saved', { date }) });
        }}
        onCancel={() => setEditing(null)}
      />
      <StatusMessage message={message} />
      <section className="content-admin-section" aria-labelledby="scheduled-changes">
        <h2 id="scheduled-changes">
          {t('jamatMonth.changesAdmin.listHeading')}{' '}
          <Link className="content-admin-public" to="/">
            {t('adminForms.viewPage')}
          </Link>
        </h2>
        {changes.status === 'error' ? (
          <p className="error-text" role="alert">
            {t('jamatMonth.changesAdmin.loadFailed')}
          </p>
        ) : null}
        {changes.status === 'ready' && changes.data.length === 0 ? (
          <p className="status-text">{t('jamatMonth.changesAdmin.none')}</p>
        ) : null}
        {changes.status === 'ready' && changes.data.length > 0 ? (
          <ul className="content-admin-list" role="list">
            {changes.data.map((change) => (
              <li
                key={change.id}
                className="content-admin-item no-thumb"
                data-change-id={change.id}
              >
                <div className="content-admin-text">
                  <p>
                    <b>{t('jamatMonth.changesAdmin.from', { date: day(change.effectiveDate) })}</b>
                  </p>
                  <p>{timesText(change.times)}</p>
                </div>
                <EditDeleteActions
                  name={day(change.effectiveDate)}
                  busy={busyId === change.id}
                  onEdit={() => setEditing(change)}
                  onDelete={() => void remove(change)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {noticeDays.status === 'ready' ? <NoticeDaysForm current={noticeDays.data} /> : null}
      <section className="content-admin-section" aria-labelledby="applied-changes">
        <h2 id="applied-changes">{t('jamatMonth.changesAdmin.historyHeading')}</h2>
        {history.status === 'ready' && history.data.length === 0 ? (
          <p className="status-text">{t('jamatMonth.changesAdmin.historyNone')}</p>
        ) : null}
        {history.status === 'ready' && history.data.length > 0 ? (
          <ul className="jamat-history">
            {history.data.map((entry) => (
              <li key={entry.id}>
                {t('jamatMonth.changesAdmin.historyItem', {
                  date: day(entry.effectiveDate),
                  times: timesText(entry.after),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {dialog}
    </>
  );
}

/** How many days ahead the home page announces a change (0 to 60), saved on its own. */
function NoticeDaysForm({ current }: { current: number }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    const parsed = jamatNoticeDocSchema.safeParse({ noticeDays: Number(value) });
    if (!parsed.success || value.trim() === '') {
      setError(t('jamatMonth.changesAdmin.noticeBad'));
      return;
    }
    setError(null);
    try {
      await saveNoticeDays(parsed.data.noticeDays);
      setSaved(t('jamatMonth.changesAdmin.noticeSaved', { count: parsed.data.noticeDays }));
    } catch (err) {
      console.error('Saving the notice days failed', err);
      setError(t('jamatMonth.changesAdmin.saveFailed'));
    }
  }

  return (
    <form className="admin-form notice-days-form" onSubmit={submit} noValidate>
      <h2>{t('jamatMonth.changesAdmin.noticeHeading')}</h2>
      <label>
        {t('jamatMonth.changesAdmin.noticeDays')}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'err-noticeDays' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        {error ? (
          <span className="field-error" id="err-noticeDays">
            {error}
          </span>
        ) : null}
      </label>
      <button type="submit" className="btn">
        {t('jamatMonth.changesAdmin.noticeSave')}
      </button>
      <StatusMessage message={saved ? { ok: true, text: saved } : null} />
    </form>
  );
}
