import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { setPushStatus, usePushStatus, type PushStatus } from './push-status.ts';
import { RemindersForm } from './RemindersForm.tsx';
import './notifications.css';

/** The message shown under the button for each state (none while off or working). */
const MESSAGE: Partial<Record<PushStatus, ParseKeys>> = {
  on: 'notifications.on',
  blocked: 'notifications.blocked',
  dismissed: 'notifications.dismissed',
  unsupported: 'notifications.unsupported',
  'install-first': 'notifications.installFirst',
  offline: 'notifications.offline',
  unavailable: 'notifications.unavailable',
  'save-failed': 'notifications.saveFailed',
  rejected: 'apiErrors.reasons.device-token-rejected',
  'off-failed': 'notifications.offFailed',
};

/** States in which the control offers nothing to press. */
const NO_BUTTON: PushStatus[] = ['unsupported', 'install-first', 'blocked'];

/** Loads the subscription work (Firebase Messaging, the API calls) only when pressed. */
async function press(on: boolean): Promise<void> {
  setPushStatus('working');
  try {
    const push = await import('./push-subscription.ts');
    await (on ? push.turnOffNotifications() : push.turnOnNotifications());
  } catch (error) {
    // The code could not be fetched (offline, or a deploy replaced it).
    console.error('Notifications could not be set up', error);
    setPushStatus(navigator.onLine ? 'unavailable' : 'offline');
  }
}

/**
 * 'Get notifications', in the footer of every page and in the home page's jamat card: a button that asks for the
 * browser's permission only when pressed, then says plainly what happened; with notifications on,
 * 'Turn off notifications' and the choice of reminders before jamat. While it works the button
 * keeps its words, disabled and busy (no 'Please wait…' of its own, issue 39 §4).
 */
export function NotificationsControl() {
  const { t } = useTranslation();
  const status = usePushStatus();
  const on = status === 'on' || status === 'off-failed';
  const message = MESSAGE[status];
  return (
    <div className="notifications-control" data-status={status}>
      <p>{t('notifications.intro')}</p>
      {NO_BUTTON.includes(status) ? null : (
        <button
          type="button"
          className="btn btn-gold btn-small"
          disabled={status === 'working'}
          aria-busy={status === 'working'}
          onClick={() => void press(on)}
        >
          {on ? t('notifications.turnOff') : t('notifications.turnOn')}
        </button>
      )}
      <p className="notifications-status" role="status">
        {message ? t(message) : ''}
      </p>
      {status === 'on' ? <RemindersForm /> : null}
    </div>
  );
}
