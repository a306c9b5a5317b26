import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEES_STATUSES } from '@masjid/domain/hifz';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { isolate } from '../../common/ui/typed-text.ts';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import type { FeesStatus } from '@masjid/domain/hifz';
import type { FeesState } from './fees.ts';

/** Fees: a choice for the qari and admin (`onChange`), the status for everyone else. */
export function FeesSection({
  fees,
  onChange,
}: {
  fees: FeesState;
  /** The qari's or the admin's save of a new status; absent: the status is only shown. */
  onChange?: (status: FeesStatus) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('hifz');
  const lang = i18n.language === 'ur' ? 'ur' : 'en';
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const current = fees.status === 'ready' ? fees.value : undefined;
  return (
    <section className="hifz-panel fees" aria-labelledby="fees-title">
      <h2 id="fees-title">{t('hifzProgress.fees.title')}</h2>
      {fees.status === 'loading' ? <p role="status">{t('hifzProgress.fees.loading')}</p> : null}
      {current && !onChange ? (
        <p>
          {t('hifzProgress.fees.status')}{' '}
          <strong data-testid="fees-status" data-status={current}>
            {t(`hifzProgress.fees.values.${current}`)}
          </strong>{' '}
          <span className="muted">{t('hifzProgress.fees.viewOnly')}</span>
        </p>
      ) : null}
      {current && onChange ? (
        <label className="fees-choice">
          {t('hifzProgress.fees.choice')}
          <select
            value={current}
            onChange={(e) => {
              const status = FEES_STATUSES.find((s) => s === e.target.value);
              if (!status) return;
              setNote({
                ok: true,
                text: navigator.onLine
                  ? t('hifzProgress.fees.saving')
                  : t('hifzProgress.fees.savedOffline'),
              });
              onChange(status).then(
                () => setNote({ ok: true, text: t('hifzProgress.fees.updated') }),
                (err: unknown) => {
                  console.error('Failed to update fees', err);
                  setNote({ ok: false, text: t('hifzProgress.fees.failed') });
                },
              );
            }}
          >
            {FEES_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`hifzProgress.fees.values.${s}`)}
              </option>
            ))}
          </select>
          {fees.status === 'ready' && fees.pending ? (
            <span className="pending-mark">{t('hifzProgress.fees.waiting')}</span>
          ) : null}
        </label>
      ) : null}
      {fees.status === 'ready' && fees.overwritten ? (
        <p className="fees-overwritten" role="note">
          {t('hifzProgress.fees.overwritten', {
            status: t(`hifzProgress.fees.values.${fees.overwritten.status}`),
            who: isolate(fees.overwritten.byName ?? t('hifzProgress.day.theAdmin')),
            at: formatKarachiDateTime(fees.overwritten.at, lang),
            replacedBy: isolate(fees.overwritten.replacedByName ?? t('hifzProgress.day.theAdmin')),
            replacedAt: formatKarachiDateTime(fees.overwritten.replacedAt, lang),
          })}
        </p>
      ) : null}
      <StatusMessage message={note} />
    </section>
  );
}
