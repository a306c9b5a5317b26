/**
 * The owner's fee terms of a student (decision 0053): the monthly fee, a concession (kind,
 * amount, full or part, whether the family sees the kind) and a sponsor the family never sees.
 * Read from `feeTerms/owner` (the owner only, under the rules) and saved through
 * `PUT /users/{id}/fee-terms`, which also writes the family's part.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import {
  CONCESSION_KINDS,
  FEE_TERMS_SUBCOLLECTION,
  OWNER_TERMS_ID,
  ownerTermsSchema,
  type ConcessionKind,
  type FeeTermsBody,
  type OwnerTerms,
} from '@masjid/domain/fees';
import { apiFetch } from '../../common/api/client.ts';
import { storedConverter } from '../../common/firebase/stored-converter.ts';
import { useLiveDoc } from '../../common/firebase/firestore-reads.ts';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { withOutcome } from '../../common/ui/outcome.ts';

const termsConverter = storedConverter(ownerTermsSchema);

/** The owner's form for `studentId`, once the stored terms (if any) have loaded. */
export function FeeTermsForm({ studentId }: { studentId: string }) {
  const db = useFirestore();
  const stored = useLiveDoc(
    doc(db, STUDENTS_COLLECTION, studentId, FEE_TERMS_SUBCOLLECTION, OWNER_TERMS_ID).withConverter(
      termsConverter,
    ),
  );
  if (stored.status !== 'ready') return null;
  return <TermsFields studentId={studentId} stored={stored.data.data} />;
}

/** Saves `body` as the student's terms. */
export function saveFeeTerms(studentId: string, body: FeeTermsBody): Promise<void> {
  return apiFetch(`/users/${studentId}/fee-terms`, ownerTermsSchema, { method: 'PUT', body }).then(
    () => undefined,
  );
}

/** The fields, starting from `stored`. */
export function TermsFields({
  studentId,
  stored,
  save = saveFeeTerms,
}: {
  studentId: string;
  stored: OwnerTerms | undefined;
  save?: (studentId: string, body: FeeTermsBody) => Promise<void>;
}) {
  const { t } = useTranslation('hifz');
  const [fee, setFee] = useState(String(stored?.monthlyFee ?? ''));
  const [kind, setKind] = useState<ConcessionKind | ''>(stored?.concession?.kind ?? '');
  const [amount, setAmount] = useState(String(stored?.concession?.amount ?? ''));
  const [full, setFull] = useState(
    !!stored?.concession && stored.concession.amount === stored.monthlyFee,
  );
  const [showKind, setShowKind] = useState(stored?.concession?.showKind ?? false);
  const [sponsor, setSponsor] = useState(stored?.sponsor?.name ?? '');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Outcome | null>(null);
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);
  async function submit() {
    const monthlyFee = whole(fee);
    const body: FeeTermsBody = {
      monthlyFee,
      ...(kind
        ? { concession: { kind, amount: full ? monthlyFee : whole(amount), showKind } }
        : {}),
      ...(sponsor.trim() ? { sponsor: { name: sponsor.trim() } } : {}),
    };
    setBusy(true);
    await withOutcome(
      () => save(studentId, body),
      setNote,
      {
        ok: () => t('hifzProgress.fees.terms.saved'),
        failed: t('hifzProgress.fees.terms.failed'),
        what: 'The fee terms were not saved',
      },
      () => setBusy(false),
    );
  }
  return (
    <form
      className="hifz-form fee-terms-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3>{t('hifzProgress.fees.terms.title')}</h3>
      <label>
        {t('hifzProgress.fees.terms.monthlyFee')}
        <input
          type="text"
          inputMode="numeric"
          dir="ltr"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
        />
      </label>
      <label>
        {t('hifzProgress.fees.terms.kind')}
        <select
          value={kind}
          onChange={(e) => setKind(CONCESSION_KINDS.find((k) => k === e.target.value) ?? '')}
        >
          <option value="">{t('hifzProgress.fees.terms.none')}</option>
          {CONCESSION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`hifzProgress.fees.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {kind ? (
        <>
          <label className="check">
            <input type="checkbox" checked={full} onChange={(e) => setFull(e.target.checked)} />
            {t('hifzProgress.fees.terms.full')}
          </label>
          {full ? null : (
            <label>
              {t('hifzProgress.fees.terms.amount')}
              <input
                type="text"
                inputMode="numeric"
                dir="ltr"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </label>
          )}
          <label className="check">
            <input
              type="checkbox"
              checked={showKind}
              onChange={(e) => setShowKind(e.target.checked)}
            />
            {t('hifzProgress.fees.terms.showKind')}
          </label>
        </>
      ) : null}
      <label>
        {t('hifzProgress.fees.terms.sponsor')}
        <input type="text" value={sponsor} onChange={(e) => setSponsor(e.target.value)} />
      </label>
      <button type="submit" className="btn" disabled={busy}>
        {t('hifzProgress.fees.terms.save')}
      </button>
      <StatusMessage message={note} />
    </form>
  );
}
