import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FEES_STATUSES } from '@masjid/domain/hifz';
import type { FeePaymentAnswer, FeePaymentBody } from '@masjid/domain/fees';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { isolate } from '../../common/ui/typed-text.ts';
import {
  formatKarachiDate,
  formatKarachiDateTime,
  formatNumber,
} from '../../common/time/karachi-time.ts';
import type { FeesStatus } from '@masjid/domain/hifz';
import type { Outcome } from '../../common/ui/StatusMessage.tsx';
import type { FeeMonthDetails, FeesState } from './fees.ts';
import { shareOrDownload } from '../report/share-file.ts';

/** A receipt's PDF in a language (the portal's API call or the parent's link). */
export type ReceiptFetch = (paymentId: string, lang: 'en' | 'ur') => Promise<Blob>;

/**
 * Fees of the month shown (issue 43 §4): the status, a choice for the qari and admin
 * (`onChange`); the monthly fee, a concession (its kind only when the owner shows it), what is due
 * and paid; each payment's receipt to open or share (`receipt`); a payment form for the qari and
 * admin (`onPayment`); and `terms`, the owner's form, below.
 */
export function FeesSection({
  fees,
  onChange,
  onPayment,
  receipt,
  terms,
}: {
  fees: FeesState;
  /** The qari's or the admin's save of a new status; absent: the status is only shown. */
  onChange?: (status: FeesStatus) => Promise<void>;
  /** Records a payment of the month; resolves with its receipt. */
  onPayment?: (body: FeePaymentBody) => Promise<FeePaymentAnswer>;
  receipt?: ReceiptFetch;
  /** The owner's fee and concession form. */
  terms?: ReactNode;
}) {
  const { t, i18n } = useTranslation('hifz');
  const lang = i18n.language === 'ur' ? 'ur' : 'en';
  const [note, setNote] = useState<Outcome | null>(null);
  const current = fees.status === 'ready' ? fees.value : undefined;
  const details = fees.status === 'ready' ? fees.details : undefined;
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
      {details ? <FeeFigures details={details} receipt={receipt} /> : null}
      {onPayment ? <PaymentForm onPayment={onPayment} /> : null}
      {terms}
    </section>
  );
}

/** Rupees in the interface language: `Rs. 1,500` / `1,500 روپے`. */
export function useRupees() {
  const { t, i18n } = useTranslation('hifz');
  return (amount: number) =>
    t('hifzProgress.fees.rupees', { amount: formatNumber(amount, i18n.language) });
}

/** The month's fee, concession, due and paid, and each payment's receipt. */
function FeeFigures({ details, receipt }: { details: FeeMonthDetails; receipt?: ReceiptFetch }) {
  const { t, i18n } = useTranslation('hifz');
  const rupees = useRupees();
  const lang = i18n.language === 'ur' ? 'ur' : 'en';
  const [note, setNote] = useState<Outcome | null>(null);
  const { terms } = details;
  async function open(payment: FeePaymentAnswer) {
    if (!receipt) return;
    setNote(null);
    try {
      const blob = await receipt(payment.id, lang);
      const done = await shareOrDownload(
        blob,
        `receipt-${payment.receipt}-${lang}.pdf`,
        'application/pdf',
        t('hifzProgress.fees.openReceipt', { receipt: payment.receipt }),
      );
      if (done === 'downloaded')
        setNote({ ok: true, text: t('hifzProgress.fees.receiptDownloaded') });
    } catch (err) {
      console.error('The receipt could not be opened', err);
      setNote({ ok: false, text: t('hifzProgress.fees.receiptFailed') });
    }
  }
  return (
    <div className="fee-figures">
      {terms ? (
        <ul className="fee-lines">
          <li>{t('hifzProgress.fees.monthlyFee', { amount: rupees(terms.monthlyFee) })}</li>
          {terms.concession ? (
            <li>
              {terms.concession.kind
                ? t('hifzProgress.fees.concessionKind', {
                    kind: t(`hifzProgress.fees.kinds.${terms.concession.kind}`),
                    amount: rupees(terms.concession.amount),
                  })
                : t('hifzProgress.fees.concession', { amount: rupees(terms.concession.amount) })}
            </li>
          ) : null}
          <li>
            <strong>{t('hifzProgress.fees.due', { amount: rupees(terms.due) })}</strong>
          </li>
          <li data-testid="fees-paid">
            {t('hifzProgress.fees.paid', { amount: rupees(details.paid) })}
          </li>
        </ul>
      ) : null}
      {details.payments.length > 0 ? (
        <>
          <h3>{t('hifzProgress.fees.payments')}</h3>
          <ul className="fee-payments">
            {details.payments.map((p) => (
              <li key={p.id}>
                <span>
                  {t('hifzProgress.fees.payment', {
                    receipt: p.receipt,
                    amount: rupees(p.amount),
                    date: formatKarachiDate(p.at, lang),
                  })}
                </span>
                {receipt ? (
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    onClick={() => void open(p)}
                  >
                    {t('hifzProgress.fees.openReceipt', { receipt: p.receipt })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <StatusMessage message={note} />
    </div>
  );
}

/** The qari's or owner's record of money received for the month. */
function PaymentForm({
  onPayment,
}: {
  onPayment: (body: FeePaymentBody) => Promise<FeePaymentAnswer>;
}) {
  const { t } = useTranslation('hifz');
  const [amount, setAmount] = useState('');
  const [bySponsor, setBySponsor] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Outcome | null>(null);
  async function submit() {
    const rupees = Number(amount);
    if (!/^\d+$/.test(amount.trim()) || rupees <= 0) {
      setNote({ ok: false, text: t('hifzProgress.fees.record.badAmount') });
      return;
    }
    setBusy(true);
    setNote({ ok: true, text: t('hifzProgress.fees.record.saving') });
    try {
      const paid = await onPayment({ amount: rupees, ...(bySponsor ? { bySponsor } : {}) });
      setAmount('');
      setBySponsor(false);
      setNote({ ok: true, text: t('hifzProgress.fees.record.saved', { receipt: paid.receipt }) });
    } catch (err) {
      console.error('The payment was not recorded', err);
      setNote({ ok: false, text: t('hifzProgress.fees.record.failed') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="hifz-form fee-payment-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3>{t('hifzProgress.fees.record.title')}</h3>
      <label>
        {t('hifzProgress.fees.record.amount')}
        <input
          type="text"
          inputMode="numeric"
          dir="ltr"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={bySponsor}
          onChange={(e) => setBySponsor(e.target.checked)}
        />
        {t('hifzProgress.fees.record.bySponsor')}
      </label>
      <button type="submit" className="btn" disabled={busy}>
        {t('hifzProgress.fees.record.submit')}
      </button>
      <StatusMessage message={note} />
    </form>
  );
}
