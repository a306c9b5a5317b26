import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PRAYERS, type JamatTimings } from '@masjid/domain/jamat';
import { jamatNoticeDocSchema, type JamatChange } from '@masjid/domain/jamat-schedule';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { formatCalendarDay, formatClockTime } from '../../common/time/karachi-time.ts';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { ScheduledChangeForm } from './ScheduledChangeForm.tsx';
import {
  deleteScheduledChange,
  saveNoticeDays,
  useJamatHistoryLive,
  useNoticeDaysLive,
  useScheduledChangesLive,
} from './scheduled-changes-data.ts';
import './jamat-admin.css';

/**
 * `/admin-jamat-changes`: schedule a jamat change for a later day, list the scheduled ones with
 * Edit and Delete (after a confirmation naming the day), set how many days ahead the home page
 * announces a change, and see the changes already applied with the times they replaced.
 */
export function ScheduledJamatChangesPage() {
  const { t, i18n } = useTranslation('admin');
  const changes = useScheduledChangesLive();
  const history = useJamatHistoryLive();
  const noticeDays = useNoticeDaysLive();
  const lang = i18n.language;
  const day = (date: string) => formatCalendarDay(date, lang);
  const list = useAdminList<JamatChange>({
    strings: 'jamatMonth.changesAdmin',
    nameOf: (change) => day(change.effectiveDate),
    typedName: false,
    remove: deleteScheduledChange,
  });
  const timesText = (times: JamatTimings) =>
    PUBLIC_PRAYERS.filter((p) => times[p])
      .map((p) => `${t(`prayer.${p}`)} ${formatClockTime(times[p]!, lang)}`)
      .join(lang === 'ur' ? '، ' : ', ');

  return (
    <AdminListPage
      intro={<p className="field-hint">{t('jamatMonth.changesAdmin.lead')}</p>}
      list={list}
      form={<ScheduledChangeForm {...list.formProps} />}
      state={changes}
    >
      {(items) => (
        <>
          <AdminListSection
            id="scheduled-changes"
            heading={t('jamatMonth.changesAdmin.listHeading')}
            viewPage="/"
            items={items}
            empty={t('jamatMonth.changesAdmin.none')}
            itemData="change"
            render={(change) => (
              <>
                <div className="content-admin-text">
                  <p>
                    <b>{t('jamatMonth.changesAdmin.from', { date: day(change.effectiveDate) })}</b>
                  </p>
                  <p>{timesText(change.times)}</p>
                </div>
                {list.actionsFor(change)}
              </>
            )}
          />
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
        </>
      )}
    </AdminListPage>
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
