import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetchBlob } from '../../common/api/client.ts';
import { useApiMessages } from '../../common/api/api-messages.ts';
import './share-picture.css';

/** Which jamats a picture shows: the coming Eid's or the Jumu'ah ones. */
export type PictureKind = 'eid' | 'jumuah';

/** The API path of each picture (functions/src/eid/routes.ts, decision 0051). */
const PICTURE_PATH: Record<PictureKind, string> = {
  eid: '/eid-jamats/picture',
  jumuah: '/jumuah/picture',
};

/** Whether this browser can share a PNG file (Web Share with files: phones, mostly). */
export function canSharePictures(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    const probe = new File([new Uint8Array(8)], 'jamats.png', { type: 'image/png' });
    return navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

/**
 * The shareable picture of the Eid or Jumu'ah jamats (issue 42 §1, decision 0051), a 1080 px PNG
 * drawn by the server in the page's language. Where the browser can share files, "Share on
 * WhatsApp" opens the share sheet with the picture (fetched when the component shows, so the
 * tap shares at once, as browsers require; once it comes into view); elsewhere a link downloads it. A picture the API
 * refuses (none published yet) or cannot send is said in the reader's words. Place it where the
 * jamats are listed; it shows nothing else.
 */
export function SharePicture({ kind }: { kind: PictureKind }) {
  const { t, i18n } = useTranslation('public');
  const messages = useApiMessages();
  const lang = i18n.language === 'ur' ? 'ur' : 'en';
  const path = `${PICTURE_PATH[kind]}?lang=${lang}`;
  const fileName = `${kind}-jamats-${lang}.png`;
  // Known after the first render, so a prerendered page hydrates to the same markup (the link).
  const [shareable, setShareable] = useState(false);
  useEffect(() => setShareable(canSharePictures()), []);
  // Fetched once the button comes into view: on home, below the jamat table, a reader who never
  // scrolls to it costs no picture.
  const box = useRef<HTMLDivElement>(null);
  const seen = useInView(box, shareable);
  const [picture, setPicture] = useState<{ path: string; file: File } | null>(null);
  const [problem, setProblem] = useState('');
  const { error: errorText } = messages;

  useEffect(() => {
    if (!shareable || !seen) return;
    let cancelled = false;
    setProblem('');
    apiFetchBlob(path, { auth: false }).then(
      (blob) => {
        if (!cancelled)
          setPicture({ path, file: new File([blob], fileName, { type: 'image/png' }) });
      },
      (err: unknown) => {
        if (!cancelled) setProblem(errorText(err));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [shareable, seen, path, fileName, errorText]);

  const ready = picture?.path === path ? picture.file : undefined;
  async function share() {
    if (!ready) return;
    setProblem('');
    try {
      await navigator.share({ files: [ready], title: t(`sharePicture.title.${kind}`) });
    } catch (err) {
      // The reader closed the share sheet: nothing to say.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setProblem(t('sharePicture.failed'));
    }
  }

  return (
    <div className="share-picture" ref={box}>
      {shareable ? (
        <button
          type="button"
          className="btn share-picture-button"
          disabled={!ready}
          onClick={() => void share()}
        >
          {ready || problem ? t('sharePicture.share') : t('sharePicture.preparing')}
        </button>
      ) : (
        <a
          className="btn btn-outline share-picture-button"
          href={`/api${path}`}
          download={fileName}
        >
          {t('sharePicture.download')}
        </a>
      )}
      {problem ? (
        <p className="share-picture-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Whether `box` has come into view (once true, stays true); true at once without an observer. */
function useInView(box: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!watch || seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, watch, seen]);
  return seen;
}
