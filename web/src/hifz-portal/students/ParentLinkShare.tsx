import { useState } from 'react';
import { ForTyped } from '../../common/ui/ForItem.tsx';
import { useTranslation } from 'react-i18next';
import { site } from '@masjid/domain/site';
import { QrSvg } from '../../common/ui/QrSvg.tsx';
import { TypedInSentence } from '../../common/ui/TypedText.tsx';
import { pathInLanguage } from '@masjid/domain/language-address';

/** The mosque's name in the reader's language. */
export function useSiteName(): string {
  const { i18n } = useTranslation();
  return i18n.language === 'ur' ? site.nameUrdu : site.name;
}

/**
 * The parents' link at its address in the reader's language: `/ur/dashboard-student?token=…` for a
 * qari or owner reading Urdu, so the parent it is sent to lands on the Urdu page (the page then
 * moves to the portal's one address, keeping Urdu for the visit). `link` is the absolute address
 * the API gives; anything that is no address is returned unchanged.
 */
export function useLinkInLanguage(): (link: string) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ur' ? 'ur' : 'en';
  return (link) => {
    try {
      const url = new URL(link);
      url.pathname = pathInLanguage(url.pathname, lang);
      return url.href;
    } catch {
      return link; // not an address (an empty link)
    }
  };
}

/** The message sent with a parent's link, in the reader's language. */
function useShareText(name: string, link: string) {
  const { t } = useTranslation('hifz');
  return {
    text: t('hifz.profile.message', { name, site: useSiteName(), link }),
    title: t('hifz.profile.shareTitle', { name }),
  };
}

/**
 * The buttons of a parent's link: Copy link, Share on WhatsApp (wa.me with the message in the
 * reader's language: the WhatsApp app on a phone, WhatsApp Web elsewhere), and the device's share
 * sheet where the browser has one. `name`: the student, also in each button's accessible name
 * when `named` (a list of many students).
 */
export function ParentLinkShare({
  link,
  name,
  named = false,
}: {
  link: string;
  name: string;
  named?: boolean;
}) {
  const { t } = useTranslation('hifz');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const share = useShareText(name, link);
  const who = named ? <ForTyped text={name} /> : null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setNote({ ok: true, text: t('hifz.profile.copied') });
    } catch {
      setNote({ ok: false, text: t('hifz.profile.copyFailed') });
    }
  }

  async function shareSheet() {
    try {
      await navigator.share({ title: share.title, text: share.text });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return; // closed by the reader
      await copy();
    }
  }

  return (
    <div className="parent-link-share">
      <div className="hifz-actions">
        <button type="button" className="btn btn-small" onClick={() => void copy()}>
          {t('hifz.profile.copy')}
          {who}
        </button>
        <a
          className="btn btn-small btn-whatsapp"
          href={`https://wa.me/?text=${encodeURIComponent(share.text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('hifz.profile.whatsapp')}
          {who}
        </a>
        {canShare ? (
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => void shareSheet()}
          >
            {t('hifz.profile.share')}
            {who}
          </button>
        ) : null}
      </div>
      <p className={note?.ok === false ? 'form-error' : 'muted'} role="status">
        {note?.text}
      </p>
    </div>
  );
}

/**
 * A card for parents without WhatsApp: the student's name, a QR code of the link (drawn on the
 * device) and a line on keeping it private; "Print card" prints the page, which in print is this
 * card alone (hifz.css: `.profile-page` shows only `.parent-card` on paper).
 */
export function ParentLinkCard({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('hifz');
  const siteName = useSiteName();
  return (
    <section className="parent-card-wrap" aria-labelledby="parent-card-heading">
      <h2 id="parent-card-heading" className="no-print">
        {t('hifz.profile.cardHeading')}
      </h2>
      <p className="muted no-print">{t('hifz.profile.cardIntro')}</p>
      <div className="parent-card" data-testid="parent-card">
        <p className="parent-card-site">{siteName}</p>
        <p className="parent-card-title">
          <TypedInSentence sentence={(n) => t('hifz.profile.cardTitle', { name: n })} text={name} />
        </p>
        <QrSvg text={link} className="parent-card-qr" labelledBy="parent-card-qr-name" />
        {/* The QR code's name holds the student's name in its own language (a span, not an
            attribute), so a screen reader reads an English name inside Urdu as English. */}
        <span id="parent-card-qr-name" className="visually-hidden">
          <TypedInSentence sentence={(n) => t('hifz.profile.cardQr', { name: n })} text={name} />
        </span>
        <p>{t('hifz.profile.cardScan')}</p>
        <p className="parent-card-private">{t('hifz.profile.cardPrivate')}</p>
      </div>
      <button type="button" className="btn btn-outline no-print" onClick={() => window.print()}>
        {t('hifz.profile.printCard')}
      </button>
    </section>
  );
}
