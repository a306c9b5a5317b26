import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { useConfirmDialog } from '../../common/ui/ConfirmDialog.tsx';
import { LoadStatus } from '../../common/ui/LoadStatus.tsx';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { isolate } from '../../common/ui/typed-text.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { ChangeHistoryList } from './ChangeHistoryList.tsx';
import { restoreVersion, useChangeHistoryLive, type HistoryEntry } from './history-data.ts';
import '../forms/content-admin.css';
import { withOutcome } from '../../common/ui/outcome.ts';

/**
 * `/admin-history`: the latest changes to the text content, announcements, janaza notices and
 * jamat times (who, what, when; decision 0040), newest first, and "Restore the previous version"
 * after a confirmation naming the item and the change's time. The restore is recorded too.
 */
export function ChangeHistoryPage() {
  const { t, i18n } = useTranslation('admin');
  const history = useChangeHistoryLive();
  const { confirm, dialog } = useConfirmDialog();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<Outcome | null>(null);
  usePageTitle(t('history.title'));

  async function restore(entry: HistoryEntry) {
    const values = {
      title: isolate(entry.summary || t(`history.target.${entry.target}`)),
      when: formatKarachiDateTime(entry.at, i18n.language),
    };
    const yes = await confirm({
      message: t('history.confirmRestore', values),
      detail: t('history.confirmDetail'),
      confirmLabel: t('history.confirmLabel'),
      cancelLabel: t('admin.common.cancel'),
    });
    if (!yes) return;
    setBusyId(entry.id);
    setMessage(null);
    await withOutcome(
      () => restoreVersion(entry),
      setMessage,
      {
        ok: () => t('history.restored', values),
        failed: t('history.restoreFailed'),
        what: 'Restoring a version failed',
      },
      () => setBusyId(null),
    );
  }

  return (
    <>
      {dialog}
      <h1>{t('history.title')}</h1>
      <p className="field-hint">{t('history.lead')}</p>
      <StatusMessage message={message} />
      <LoadStatus
        status={history.status}
        loading={t('history.loading')}
        failed={t('history.loadFailed')}
      />
      {history.status === 'ready' ? (
        <section className="content-admin-section">
          <ChangeHistoryList
            entries={history.data}
            busyId={busyId}
            onRestore={(entry) => void restore(entry)}
          />
        </section>
      ) : null}
    </>
  );
}
