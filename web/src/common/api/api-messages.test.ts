/**
 * The API's refusals and the fields' problems are worded in the reader's language from their
 * codes, in English and in Urdu; an unknown code falls back to words in that language, and the
 * API's English message never reaches the text.
 */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { API_ERROR_CODES, API_ERROR_REASONS } from '@masjid/domain/api-error';
import { FIELD_PROBLEM_CODES } from '@masjid/domain/field-problems';
import { commonEn } from '../i18n/en.ts';
import { commonUr } from '../i18n/ur.ts';
import { ApiError } from './client.ts';
import { apiErrorText, fieldProblemText, fieldProblemTexts } from './api-messages.ts';

const strings = i18next.createInstance();
await strings.init({
  lng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn }, ur: { common: commonUr } },
  interpolation: { escapeValue: false },
});
const en = strings.getFixedT('en', 'common');
const ur = strings.getFixedT('ur', 'common');

const URDU = /[\u0600-\u06ff]/;
/** Latin words of three letters or more: English (the file types and MB aside). */
const ENGLISH_WORDS = /\b(?!MP3|M4A|OGG|OPUS|WAV|FLAC|JPEG|PNG|WebP|AVIF|PDF|MB)[A-Za-z]{3,}\b/;

describe('the words of an API refusal', () => {
  it('word each reason with its params, in English and Urdu', () => {
    const tooMany = new ApiError(429, {
      code: 'too-many-requests',
      reason: 'too-many-attempts',
      params: { minutes: 15 },
    });
    expect(apiErrorText(en, tooMany)).toBe('Too many attempts. Please try again in 15 min.');
    expect(apiErrorText(ur, tooMany)).toBe(
      'بہت زیادہ کوششیں ہو گئیں۔ 15 منٹ بعد دوبارہ کوشش کریں۔',
    );
    const noPage = new ApiError(404, {
      code: 'not-found',
      reason: 'no-such-page',
      params: { page: 9 },
    });
    expect(apiErrorText(en, noPage)).toBe('There is no page 9.');
    expect(apiErrorText(ur, noPage)).toBe('صفحہ 9 موجود نہیں۔');
  });

  it('word every reason and code the API has, in Urdu without English words', () => {
    for (const reason of API_ERROR_REASONS) {
      const params = { minutes: 5, maximum: 3, page: 2, maxMegabytes: 5 };
      const text = apiErrorText(ur, new ApiError(400, { code: 'bad-request', reason, params }));
      expect(text, reason).toMatch(URDU);
      expect(text, reason).not.toMatch(ENGLISH_WORDS);
      expect(text, reason).not.toMatch(/\{\{/);
      expect(apiErrorText(en, new ApiError(400, { reason })), reason).not.toMatch(/apiErrors/);
    }
    for (const code of API_ERROR_CODES) {
      const text = apiErrorText(ur, new ApiError(400, { code, reason: 'a-newer-reason' }));
      expect(text, code).toMatch(URDU);
      expect(text, code).toBe(ur(`apiErrors.byCode.${code}`));
    }
  });

  it('fall back in the reader’s language: an unknown reason to its code, then to generic', () => {
    const newer = new ApiError(403, { code: 'forbidden', reason: 'a-newer-reason' });
    expect(apiErrorText(en, newer)).toBe('Your account may not do this.');
    expect(apiErrorText(ur, newer)).toBe('آپ کا اکاؤنٹ یہ کام نہیں کر سکتا۔');
    // Not the API's body (a proxy's page): the status alone.
    expect(apiErrorText(ur, new ApiError(502))).toBe(ur('apiErrors.generic'));
    expect(apiErrorText(ur, new ApiError(0, { reason: 'unreadable-answer' }))).toBe(
      ur('apiErrors.unreadable'),
    );
    expect(apiErrorText(ur, new TypeError('Failed to fetch'))).toBe(ur('apiErrors.offline'));
    expect(apiErrorText(ur, new Error('Something in English'))).toBe(ur('apiErrors.generic'));
    // The client's own signed-out refusal.
    expect(
      apiErrorText(ur, new ApiError(401, { code: 'unauthenticated', reason: 'signed-out' })),
    ).toBe('آپ لاگ آؤٹ ہو چکے ہیں۔ دوبارہ لاگ اِن کریں۔');
  });
});

describe("the words of a field's problem", () => {
  it('word each code with its limits, in English and Urdu', () => {
    const long = { code: 'too-long', params: { maximum: 200 } };
    expect(fieldProblemText(en, long)).toBe('At most 200 characters.');
    expect(fieldProblemText(ur, long)).toBe('زیادہ سے زیادہ 200 حروف۔');
    const big = { code: 'file-too-large', params: { maxMegabytes: 5 } };
    expect(fieldProblemText(en, big)).toBe('The file is larger than 5 MB.');
    expect(fieldProblemText(ur, big)).toBe('فائل 5 ایم بی سے بڑی ہے۔');
    expect(fieldProblemText(ur, { code: 'email-taken' })).toBe(
      'اس ای میل سے اکاؤنٹ پہلے سے موجود ہے۔',
    );
  });

  it('word every code, in Urdu without English words; an unknown one as "check this field"', () => {
    for (const code of FIELD_PROBLEM_CODES) {
      const text = fieldProblemText(ur, {
        code,
        params: { minimum: 8, maximum: 9, maxMegabytes: 5 },
      });
      expect(text, code).toMatch(URDU);
      expect(
        text.replace(/youtube\.com\/watch\?v=|youtu\.be|shorts|https?:\/\//g, ''),
        code,
      ).not.toMatch(ENGLISH_WORDS);
      expect(text, code).not.toMatch(/\{\{/);
    }
    expect(fieldProblemText(ur, { code: 'a-newer-problem' })).toBe(ur('fieldProblems.invalid'));
  });

  it("word a refusal's fields by path, never with the API's English message", () => {
    const fields = {
      email: { code: 'email-taken', message: 'An account with this e-mail already exists' },
      password: { code: 'password-weak', message: 'The password is too weak' },
    };
    expect(fieldProblemTexts(ur, fields)).toEqual({
      email: 'اس ای میل سے اکاؤنٹ پہلے سے موجود ہے۔',
      password: 'یہ پاس ورڈ کمزور ہے۔',
    });
    expect(fieldProblemTexts(en, fields).email).toBe('An account with this e-mail already exists.');
  });
});
