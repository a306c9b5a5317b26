/**
 * What the notifications control says when the API refuses (issue 40 §1): a device whose token
 * FCM did not accept (`device-token-rejected`), and reminders saved too often from one address
 * (429), each in the reader's language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { NotificationsControl } from './NotificationsControl.tsx';
import { TOKEN_KEY, setPushStatus, storage } from './push-status.ts';

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  storage.remove(TOKEN_KEY);
  setPushStatus('off');
});

describe('NotificationsControl', () => {
  it.each([
    ['en', 'The notification service did not accept this browser. Please try again later.'],
    ['ur', 'اطلاعات کی سروس نے یہ براؤزر قبول نہیں کیا۔ براہِ کرم بعد میں دوبارہ کوشش کریں۔'],
  ] as const)('says in %s that FCM did not accept this browser', async (language, text) => {
    setPushStatus('rejected');
    await renderInLanguage(<NotificationsControl />, PUBLIC, language);
    expect(screen.getAllByRole('status')[0]!.textContent).toBe(text);
  });

  it.each([
    ['en', 'Too many attempts. Please try again in 15 min.'],
    ['ur', 'بہت زیادہ کوششیں ہو گئیں۔ 15 منٹ بعد دوبارہ کوشش کریں۔'],
  ] as const)('says in %s why the reminders were not saved (429)', async (language, text) => {
    storage.set(TOKEN_KEY, 'device:APA91bxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx');
    setPushStatus('on');
    const refusal = {
      error: {
        code: 'too-many-requests',
        reason: 'too-many-attempts',
        params: { minutes: 15 },
        message: 'Too many reminder changes from this address; try later',
      },
    };
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(refusal), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '900' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    // The form logs the refusal; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = await renderInLanguage(<NotificationsControl />, PUBLIC, language);
    const form = container.querySelector('form.reminders-form')!;
    fireEvent.submit(form);
    await waitFor(() => expect(form.querySelector('[role="status"]')!.textContent).toBe(text));
    expect(fetch).toHaveBeenCalledWith('/api/reminders', expect.anything());
  });
});
