/**
 * The parent's switch for notifications about their child, on the parent's link: asks the
 * browser's permission only when pressed, gets this device's FCM token (common/pwa/fcm-token.ts)
 * and registers it for the link's student (`POST /students/by-token/{token}/notifications`);
 * turning off forgets it on the server (the browser's token stays: the congregation's
 * notifications may use it too). Which links this device subscribed is kept in localStorage under
 * a hash of the link, never the link itself.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoredResponse, noContentResponse } from '@masjid/domain/api-responses';
import type { ParentSubscribeBody } from '@masjid/domain/parent-push';
import { apiFetch } from '../../common/api/client.ts';
import { TypedInSentence } from '../../common/ui/TypedText.tsx';

type Status = 'off' | 'on' | 'working' | 'unsupported' | 'denied' | 'failed';

async function storageKey(linkToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(linkToken));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `parentPush:${hex.slice(0, 32)}`;
}

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

export function ParentNotifications({ token, name }: { token: string; name: string }) {
  const { t, i18n } = useTranslation('hifz');
  const [key, setKey] = useState<string>();
  const [status, setStatus] = useState<Status>(supported() ? 'off' : 'unsupported');
  const path = `/students/by-token/${encodeURIComponent(token)}/notifications`;

  useEffect(() => {
    void storageKey(token).then((k) => {
      setKey(k);
      if (read(k)) setStatus('on');
    });
  }, [token]);

  async function turnOn() {
    if (!key) return;
    setStatus('working');
    if ((await Notification.requestPermission()) !== 'granted') return setStatus('denied');
    const { fetchToken } = await import('../../common/pwa/fcm-token.ts');
    const pushToken = await fetchToken();
    if (!pushToken) return setStatus('failed');
    const body: ParentSubscribeBody = { pushToken, language: i18n.language === 'ur' ? 'ur' : 'en' };
    try {
      await apiFetch(path, ignoredResponse, { method: 'POST', body, auth: false });
      localStorage.setItem(key, pushToken);
      setStatus('on');
    } catch (err) {
      console.error('Subscribing failed', err);
      setStatus('failed');
    }
  }

  async function turnOff() {
    const pushToken = key ? read(key) : null;
    if (!key || !pushToken) return setStatus('off');
    setStatus('working');
    try {
      await apiFetch(`${path}/remove`, noContentResponse, {
        method: 'POST',
        body: { pushToken },
        auth: false,
      });
      localStorage.removeItem(key);
      setStatus('off');
    } catch (err) {
      console.error('Unsubscribing failed', err);
      setStatus('failed');
    }
  }

  const message =
    status === 'on'
      ? t('report.notify.isOn')
      : status === 'unsupported'
        ? t('report.notify.unsupported')
        : status === 'denied'
          ? t('report.notify.denied')
          : status === 'failed'
            ? t('report.notify.failed')
            : t('report.notify.isOff');
  return (
    <section className="parent-notifications" aria-labelledby="parent-notifications-heading">
      <h2 id="parent-notifications-heading">
        <TypedInSentence sentence={(n) => t('report.notify.heading', { name: n })} text={name} />
      </h2>
      <p>{t('report.notify.lead')}</p>
      {status !== 'unsupported' ? (
        <button
          type="button"
          className="btn btn-outline"
          disabled={status === 'working' || !key}
          onClick={() => void (status === 'on' ? turnOff() : turnOn())}
        >
          {status === 'on' ? t('report.notify.off') : t('report.notify.on')}
        </button>
      ) : null}
      <p role="status" className="muted">
        {message}
      </p>
    </section>
  );
}
