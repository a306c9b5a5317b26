import { useTranslation } from 'react-i18next';
import { PUBLIC_PRAYERS } from '@masjid/domain/jamat';
import { restoreOf, type StoredVersion } from '@masjid/domain/change-history';
import { formatClockTime, formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { ForItem } from '../../common/ui/ForItem.tsx';
import type { HistoryEntry } from './history-data.ts';

/** A jamat time of a stored version, when it is one. */
function timeOf(version: StoredVersion | undefined, prayer: string): string | undefined {
  const value = version?.[prayer];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A stored jamat time as people read it (`formatClockTime`); a value that is not `HH:MM` (written
 * past the screens) as it was stored, marked English, so an Urdu page does not read it as Urdu; '—'
 * when there is none.
 */
function StoredClock({ time, lang }: { time: string | undefined; lang: string }) {
  if (!time) return <>—</>;
  const shown = formatClockTime(time, lang);
  return shown === time ? (
    <span lang="en" dir="ltr">
      {time}
    </span>
  ) : (
    <>{shown}</>
  );
}

/**
 * The recorded changes, newest first (`entries` as read): per change what was done to which kind
 * of item (the item's title or text in its own language; for the jamat times, each prayer's time
 * before and after), when (Karachi time, in the page's language) and who (the writer's e-mail, or
 * the account's id when the account is gone; marked English), and for a change whose
 * earlier version can be put back (`restoreOf`) a "Restore the previous version" button calling
 * `onRestore`, disabled while `busyId` is being restored.
 */
export function ChangeHistoryList({
  entries,
  busyId,
  onRestore,
}: {
  entries: readonly HistoryEntry[];
  busyId: string | null;
  onRestore: (entry: HistoryEntry) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  if (entries.length === 0) return <p className="status-text">{t('history.none')}</p>;
  return (
    <ul className="content-admin-list history-list" role="list">
      {entries.map((entry) => {
        const name = entry.summary || t(`history.target.${entry.target}`);
        const action = entry.restoredFrom ? 'restore' : entry.action;
        const who = entry.byEmail ?? entry.by;
        const jamatLines =
          entry.target === 'jamatTimes'
            ? PUBLIC_PRAYERS.filter((p) => timeOf(entry.before, p) !== timeOf(entry.after, p)).map(
                (p) => (
                  <>
                    {t(`prayer.${p}`)}: <StoredClock time={timeOf(entry.before, p)} lang={lang} />
                    {' → '}
                    <StoredClock time={timeOf(entry.after, p)} lang={lang} />
                  </>
                ),
              )
            : [];
        return (
          <li key={entry.id} className="content-admin-item no-thumb" data-history-id={entry.id}>
            <div className="content-admin-text">
              <p>
                <b>
                  {t(`history.action.${action}`)} · {t(`history.target.${entry.target}`)}
                </b>
              </p>
              {entry.summary ? (
                <p>
                  <TypedText text={entry.summary} />
                </p>
              ) : null}
              {jamatLines.map((line, i) => (
                <p key={i}>{line}</p>
              ))}
              <p className="field-hint">
                <time dateTime={entry.at}>{formatKarachiDateTime(entry.at, lang)}</time>
                {' · '}
                {who ? (
                  <>
                    {t('history.by')}{' '}
                    <span lang="en" dir="ltr">
                      {who}
                    </span>
                  </>
                ) : (
                  t('history.byUnknown')
                )}
              </p>
            </div>
            {entry.action !== 'create' && restoreOf(entry) ? (
              <div className="content-admin-actions">
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busyId !== null}
                  onClick={() => onRestore(entry)}
                >
                  {busyId === entry.id ? t('history.restoring') : t('history.restore')}
                  <ForItem name={<TypedText text={name} />} />
                </button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
