import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DONATION_CAUSES,
  accountQrText,
  groupIban,
  groupMobile,
  type DonationAccount,
  type DonationCause,
} from '@masjid/domain/donations';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { TypedText as Typed } from '../../common/ui/TypedText.tsx';
import { useDonationAccounts } from '../../common/site-content/donations-data.ts';
import { CopyValue } from './CopyValue.tsx';
import { DonationStatements } from './DonationStatements.tsx';
import './donate.css';

// The QR codes bring the `qrcode` package: loaded after the page has its accounts.
const AccountQr = lazy(() => import('./AccountQr.tsx'));

/**
 * The site admin's line under an account (for zakat: why it is kept apart) in the reader's
 * language when written in it, else in the other, with its own `lang` and `dir`.
 */
function AccountNote({ account, className }: { account: DonationAccount; className: string }) {
  const { i18n } = useTranslation();
  const [first, second] =
    i18n.language === 'ur'
      ? [
          { text: account.noteUrdu, lang: 'ur' },
          { text: account.note, lang: 'en' },
        ]
      : [
          { text: account.note, lang: 'en' },
          { text: account.noteUrdu, lang: 'ur' },
        ];
  const note = first.text ? first : second;
  if (!note.text) return null;
  return (
    <p className={className} lang={note.lang} dir={note.lang === 'ur' ? 'rtl' : 'ltr'}>
      {note.text}
    </p>
  );
}

/** One account: its title, the site admin's line, bank, IBAN, wallet and Raast ID, and a QR code. */
function AccountCard({ account }: { account: DonationAccount }) {
  const { t } = useTranslation('public');
  const qrText = accountQrText(account);
  return (
    <article className="donate-account" data-account-id={account.id}>
      <div className="donate-account-text">
        <h3>
          <Typed text={account.title} />
        </h3>
        <AccountNote
          account={account}
          className={account.cause === 'zakat' ? 'donate-zakat-line' : 'donate-note'}
        />
        <dl className="donate-details">
          <div className="donate-detail">
            <dt>{t('donate.accountTitle')}</dt>
            <dd>
              <Typed text={account.title} />
            </dd>
          </div>
          {account.bank ? (
            <div className="donate-detail">
              <dt>{t('donate.bank')}</dt>
              <dd>
                <Typed text={account.bank} />
              </dd>
            </div>
          ) : null}
          {account.iban ? (
            <CopyValue
              label={t('donate.iban')}
              shown={groupIban(account.iban)}
              value={account.iban}
            />
          ) : null}
          {account.wallet && account.walletNumber ? (
            <CopyValue
              label={t(`giving.wallets.${account.wallet}`)}
              shown={groupMobile(account.walletNumber)}
              value={account.walletNumber}
            />
          ) : null}
          {account.raastId ? (
            <CopyValue
              label={t('donate.raast')}
              shown={groupMobile(account.raastId)}
              value={account.raastId}
            />
          ) : null}
        </dl>
      </div>
      {qrText ? (
        <Suspense fallback={<div className="donate-qr" aria-hidden="true" />}>
          <AccountQr text={qrText} title={account.title} />
        </Suspense>
      ) : null}
    </article>
  );
}

/** A cause's accounts under its heading; zakat's marked "Kept apart" and set apart. */
function CauseSection({ cause, accounts }: { cause: DonationCause; accounts: DonationAccount[] }) {
  const { t } = useTranslation('public');
  const headingId = `donate-${cause}`;
  return (
    <section
      className={cause === 'zakat' ? 'donate-cause donate-zakat' : 'donate-cause'}
      aria-labelledby={headingId}
      data-cause={cause}
    >
      <h2 id={headingId}>
        {t(`giving.causes.${cause}`)}
        {cause === 'zakat' ? <span className="donate-apart">{t('donate.zakatApart')}</span> : null}
      </h2>
      {accounts.map((account) => (
        <AccountCard key={account.id} account={account} />
      ))}
    </section>
  );
}

/**
 * `/donate` and `/ur/donate` (issue 42 §3): the mosque's donation accounts by cause, as the site
 * admin keeps them (`donationAccounts`), zakat first and apart with the admin's line on why;
 * each account's details with copy buttons and a QR code; then the published monthly statements.
 * A cause without accounts is left out; nothing here is the mosque's own text.
 */
export function DonatePage() {
  const { t } = useTranslation('public');
  const state = useDonationAccounts();
  return (
    <>
      <PageBanner title={t('donate.title')} lead={t('donate.lead')} />
      <div className="container section donate">
        {state.status === 'loading' ? (
          <p className="status-text donate-placeholder" aria-busy="true">
            {t('donate.loading')}
          </p>
        ) : state.status === 'error' ? (
          <p className="error-text" role="alert">
            {t('donate.error')}
          </p>
        ) : state.data.length === 0 ? (
          <p className="status-text">{t('donate.empty')}</p>
        ) : (
          DONATION_CAUSES.map((cause) => {
            const accounts = state.data.filter((a) => a.cause === cause);
            return accounts.length ? (
              <CauseSection key={cause} cause={cause} accounts={accounts} />
            ) : null;
          })
        )}
        <DonationStatements />
      </div>
    </>
  );
}
