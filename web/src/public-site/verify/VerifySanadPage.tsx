import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SanadVerification } from '@masjid/domain/sanad';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { Local } from '../../common/ui/LocalText.tsx';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { useApiMessages } from '../../common/api/api-messages.ts';
import { formatCalendarDate, latinClass } from '../../common/time/karachi-time.ts';
import { useSanadVerification } from './verify-data.ts';
import './verify.css';

/**
 * `/verify/{code}` and `/ur/verify/{code}` (issue 43 §3): what the QR code of a sanad opens. It
 * confirms the student's name, the completion date and the madrasa, and nothing else; a code
 * that verifies nothing (unknown, mistyped or revoked; served with 404) says so. The page reads
 * no Firebase SDK: its value comes with the served page or from the public API.
 */
export function VerifySanadPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('public');
  const messages = useApiMessages();
  const query = useSanadVerification(code);

  if (query.isPending)
    return (
      <>
        <PageBanner title={t('pages.verify.title')} />
        <p className="container section status-text" role="status">
          {t('pages.verify.checking')}
        </p>
      </>
    );
  if (query.isError)
    return (
      <>
        <PageBanner title={t('pages.verify.title')} />
        <p className="container section error-text" role="alert">
          {messages.error(query.error)}
        </p>
      </>
    );
  if (query.data === null) return <NotVerified />;
  return <Verified sanad={query.data} />;
}

function Verified({ sanad }: { sanad: SanadVerification }) {
  const { t, i18n } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('pages.verify.verifiedTitle')} />
      <section className="container section verify-page">
        <div className="card verify-card verify-ok">
          <p className="verify-lead">
            <span aria-hidden="true" className="verify-mark">
              ✓
            </span>{' '}
            {t('pages.verify.verified')}
          </p>
          <dl className="verify-facts">
            <dt>{t('pages.verify.name')}</dt>
            <dd>
              <strong>
                <TypedText text={sanad.name} />
              </strong>
            </dd>
            <dt>{t('pages.verify.completedOn')}</dt>
            <dd className={latinClass(i18n.language)}>
              {formatCalendarDate(sanad.completedOn, i18n.language)}
            </dd>
            <dt>{t('pages.verify.madrasa')}</dt>
            <dd>
              <Local value={sanad.madrasa} />
            </dd>
          </dl>
          <p className="verify-note">{t('pages.verify.only')}</p>
        </div>
      </section>
    </>
  );
}

function NotVerified() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('pages.verify.notVerifiedTitle')} />
      <section className="container section verify-page">
        <div className="card verify-card verify-refused" role="alert">
          <p className="verify-lead">{t('pages.verify.notVerified')}</p>
          <p>{t('pages.verify.ask')}</p>
        </div>
        <p>
          <Link to="/" className="btn">
            {t('pages.verify.home')}
          </Link>
        </p>
      </section>
    </>
  );
}
