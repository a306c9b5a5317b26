import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PUBLIC_PRAYERS, type PublicPrayer } from '@masjid/domain/jamat';
import {
  REMINDER_MINUTES,
  reminderKey,
  reminderKeySchema,
  type ReminderKey,
  type ReminderMinutes,
} from '@masjid/domain/jamat-reminders';
import { ApiError, apiFetch } from '../../common/api/client.ts';
import { useApiMessages } from '../../common/api/api-messages.ts';
import { TOKEN_KEY, storage } from './push-status.ts';

/**
 * Where this device remembers its reminders with the token they were saved for, to show the choice
 * again (a new token, after notifications were turned off and on, starts with none).
 */
const REMINDERS_KEY = 'pushReminders';
const remindersSchema = z.object({ reminders: z.array(reminderKeySchema) });
const rememberedSchema = z.object({ token: z.string(), reminders: z.array(reminderKeySchema) });

/** The reminders this device saved last for `token`, as minutes per prayer. */
function savedChoice(): Partial<Record<PublicPrayer, ReminderMinutes>> {
  let parsed;
  try {
    parsed = rememberedSchema.safeParse(JSON.parse(storage.get(REMINDERS_KEY) ?? 'null'));
  } catch {
    return {};
  }
  const choice: Partial<Record<PublicPrayer, ReminderMinutes>> = {};
  if (!parsed.success || parsed.data.token !== storage.get(TOKEN_KEY)) return choice;
  for (const key of parsed.data.reminders) {
    const [prayer, minutes] = key.split(':');
    const m = REMINDER_MINUTES.find((option) => String(option) === minutes);
    const p = PUBLIC_PRAYERS.find((option) => option === prayer);
    if (p && m) choice[p] = m;
  }
  return choice;
}

/**
 * Reminders before jamat, under 'Turn off notifications': for each prayer, none or 5 to 30
 * minutes before its jamat, saved with this device's token (`POST /api/reminders`).
 */
export function RemindersForm() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(savedChoice);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  /** Why the last save was refused, in the reader's words (e.g. too many changes: 429). */
  const [refusal, setRefusal] = useState<string>();
  const messages = useApiMessages();

  async function save(event: FormEvent) {
    event.preventDefault();
    const token = storage.get(TOKEN_KEY);
    if (!token) return;
    const reminders: ReminderKey[] = PUBLIC_PRAYERS.flatMap((p) => {
      const m = choice[p];
      return m ? [reminderKey(p, m)] : [];
    });
    setState('saving');
    try {
      const saved = await apiFetch('/reminders', remindersSchema, {
        auth: false,
        method: 'POST',
        body: { token, reminders },
      });
      storage.set(REMINDERS_KEY, JSON.stringify({ token, reminders: saved.reminders }));
      setState('saved');
    } catch (error) {
      console.error('Reminders not saved', error);
      setRefusal(error instanceof ApiError && error.reason ? messages.error(error) : undefined);
      setState('failed');
    }
  }

  return (
    <form className="reminders-form" onSubmit={(e) => void save(e)}>
      <fieldset>
        <legend>{t('hall.reminders.legend')}</legend>
        <p>{t('hall.reminders.intro')}</p>
        <div className="reminders-grid">
          {PUBLIC_PRAYERS.map((prayer) => (
            <label key={prayer}>
              <span>{t(`prayer.${prayer}`)}</span>
              <select
                name={prayer}
                value={choice[prayer] ?? ''}
                onChange={(e) => {
                  const m = REMINDER_MINUTES.find((o) => String(o) === e.target.value);
                  setChoice((c) => ({ ...c, [prayer]: m }));
                  setState('idle');
                }}
              >
                <option value="">{t('hall.reminders.off')}</option>
                {REMINDER_MINUTES.map((m) => (
                  <option key={m} value={m}>
                    {t('hall.reminders.minutesBefore', { count: m })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <button type="submit" className="btn btn-gold btn-small" disabled={state === 'saving'}>
          {state === 'saving' ? t('hall.reminders.saving') : t('hall.reminders.save')}
        </button>
        <p className="notifications-status" role="status">
          {state === 'saved' ? t('hall.reminders.saved') : ''}
          {state === 'failed' ? (refusal ?? t('hall.reminders.failed')) : ''}
        </p>
      </fieldset>
    </form>
  );
}
