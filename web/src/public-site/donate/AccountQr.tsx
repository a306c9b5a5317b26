import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QrSvg } from '../../common/ui/QrSvg.tsx';
import { TypedInSentence } from '../../common/ui/TypedText.tsx';

/**
 * The QR code of one account (what `accountQrText` gives: the account title and IBAN, else the
 * Raast ID or wallet number), named for screen readers with the account title in its own
 * language. Loaded lazily by the donate page: it brings the `qrcode` package.
 */
export default function AccountQr({ text, title }: { text: string; title: string }) {
  const { t } = useTranslation('public');
  const nameId = useId();
  return (
    <figure className="donate-qr">
      <QrSvg text={text} className="donate-qr-code" labelledBy={nameId} />
      <span id={nameId} className="visually-hidden">
        <TypedInSentence sentence={(name) => t('donate.qr', { title: name })} text={title} />
      </span>
      <figcaption>{t('donate.qrHint')}</figcaption>
    </figure>
  );
}
