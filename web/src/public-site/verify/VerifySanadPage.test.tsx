/**
 * The sanad's verify page as a reader who scanned its QR code sees it, in English and Urdu: the
 * name, the completion date and the madrasa (the Urdu name on the Urdu page), and nothing else;
 * a code that verifies nothing (the API's 404: unknown or revoked) says so; a refused request
 * (429) is worded in the reader's language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { VerifySanadPage } from './VerifySanadPage.tsx';

vi.mock('../../common/ui/use-page-title.ts', () => ({ usePageTitle: () => {} }));

const CODE = 'AbCdEfGhIjKlMnOpQrStUv_-';
const VERIFIED = {
  name: 'Ahmed Raza',
  completedOn: '2026-11-20',
  madrasa: { en: 'Madrasa Tahfeez-ul-Quran, Masjid Al-Noor', ur: 'مدرسہ تحفیظ القرآن، مسجد النور' },
};
const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;

/** The API answers `status` with `body` for the code; records the addresses asked. */
function answer(status: number, body: unknown) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return asked;
}

const render = (language: 'en' | 'ur') =>
  renderInLanguage(
    <QueryClientProvider client={new QueryClient()}>
      <Routes>
        <Route path="/verify/:code" element={<VerifySanadPage />} />
      </Routes>
    </QueryClientProvider>,
    PUBLIC,
    language,
    [`/verify/${CODE}`],
  );

afterEach(() => vi.unstubAllGlobals());

describe('VerifySanadPage', () => {
  it('confirms the name, the completion date and the madrasa in English', async () => {
    const asked = answer(200, VERIFIED);
    await render('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sanad verified' })).toBeTruthy();
    expect(asked).toEqual([`/api/verify/${CODE}`]);
    const facts = document.querySelector('.verify-facts')!;
    const pairs = [...facts.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Name', 'Ahmed Raza'],
      ['Completed the hifz of the Quran on', '20 November 2026'],
      ['Madrasa', 'Madrasa Tahfeez-ul-Quran, Masjid Al-Noor'],
    ]);
    // The English name typed by the owner is marked English.
    expect(screen.getByText('Ahmed Raza').getAttribute('lang')).toBe('en');
  });

  it('confirms them in Urdu, with the madrasa’s Urdu name and the English name marked English', async () => {
    answer(200, VERIFIED);
    await render('ur');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'سند کی تصدیق ہو گئی' }),
    ).toBeTruthy();
    const facts = document.querySelector('.verify-facts')!;
    const terms = [...facts.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['نام', 'حفظِ قرآن مکمل کرنے کی تاریخ', 'مدرسہ']);
    const madrasa = screen.getByText('مدرسہ تحفیظ القرآن، مسجد النور');
    expect([madrasa.getAttribute('lang'), madrasa.getAttribute('dir')]).toEqual(['ur', 'rtl']);
    expect(facts.textContent).toContain('نومبر');
    expect(screen.getByText('Ahmed Raza').getAttribute('lang')).toBe('en');
  });

  it.each([
    ['en', 'Sanad not verified', /No valid sanad has this code/],
    ['ur', 'سند کی تصدیق نہیں ہو سکی', /اس کوڈ کی کوئی درست سند نہیں/],
  ] as const)(
    'says in %s that an unknown or revoked code verifies nothing',
    async (lang, h1, text) => {
      answer(404, {
        error: { code: 'not-found', reason: 'sanad-not-found', message: 'No such sanad' },
      });
      await render(lang);
      expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toMatch(text);
      expect(document.querySelector('.verify-facts')).toBeNull();
    },
  );

  it('words a refusal of too many wrong codes in the reader’s language', async () => {
    answer(429, {
      error: {
        code: 'too-many-requests',
        reason: 'too-many-attempts',
        params: { minutes: 15 },
        message: 'Too many wrong codes. Try again later.',
      },
    });
    await render('ur');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('15');
    expect(alert.textContent).toMatch(/[\u0600-\u06FF]/);
  });
});
