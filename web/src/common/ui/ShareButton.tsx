import { useState } from 'react';
import { ForTyped } from './ForItem.tsx';
import { useTranslation } from 'react-i18next';
import { pathInLanguage } from '@masjid/domain/language-address';

/**
 * The address of a page to share: the site's address plus `path` (English, e.g. `/bayan/{id}`),
 * or its `/ur/...` twin when `language` (the sharer's page language) is Urdu.
 */
export function shareUrl(
  path: string,
  language: string,
  origin: string = window.location.origin,
): string {
  return origin + pathInLanguage(path, language === 'ur' ? 'ur' : 'en');
}

/**
 * Shares a page's link (the site address plus `path`: a bayan's `/bayan/{id}`, an event's
 * `/events/{id}`): the device's share sheet where the browser has one; elsewhere the link is copied and the button says so (instead
 * of the alert 'Sharing is not supported in this browser.'); where even copying is refused,
 * the link is shown to copy by hand.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState<{ text: string; link?: string } | null>(null);

  async function share() {
    setNote(null);
    // The link opens the page in the language of the page it was shared from (`/ur/bayan/…`);
    // worked out on the click, as the page may be rendered on a server (no window there).
    const url = shareUrl(path, i18n.language);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url });
        return;
      } catch (err) {
        if ((err as DOMException).name === 'AbortError') return; // closed by the reader
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote({ text: t('pages.share.copied') });
    } catch {
      setNote({ text: t('pages.share.copyThis'), link: url });
    }
  }

  return (
    <div className="share">
      <button type="button" className="btn btn-outline btn-small" onClick={() => void share()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M18 16a3 3 0 0 0-2.2 1l-7-4a3 3 0 0 0 0-2l7-4A3 3 0 1 0 15 5l-7 4a3 3 0 1 0 0 6l7 4a3 3 0 1 0 3-3z"
          />
        </svg>
        {t('pages.share.button')}
        <ForTyped text={title} />
      </button>
      <p className="share-note" role="status">
        {note?.text}
        {note?.link ? (
          <input
            type="text"
            readOnly
            value={note.link}
            dir="ltr"
            aria-label={t('pages.share.linkLabel')}
            onFocus={(e) => e.currentTarget.select()}
          />
        ) : null}
      </p>
    </div>
  );
}
