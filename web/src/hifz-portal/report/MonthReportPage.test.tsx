/**
 * "Save note" says the note is saved, and the line stays when the report is fetched again with
 * the new note (before, the report went back to "Loading", the note form with its message was
 * drawn anew and the confirmation was lost). A report in the other language than the page's keeps
 * the page's own words (the month's name, the picture's description) in the page's language.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MonthReport } from '@masjid/domain/month-report';
import { renderHifz } from '../testing.tsx';
import { formatMonthYear } from '../../common/time/karachi-time.ts';
import { hifzEn } from '../i18n/en.ts';
import { hifzUr } from '../i18n/ur.ts';
import { ReportScreen } from './MonthReportPage.tsx';

const report: MonthReport = {
  studentName: 'Ahmed',
  year: 2026,
  month: 11,
  attendance: { recorded: 0, present: 0, absent: 0, leave: 0 },
  grades: {
    sabaq: { 'very-good': 0, weak: 0, 'not-memorised': 0 },
    sabqi: { 'very-good': 0, weak: 0, 'not-memorised': 0 },
    manzil: { 'very-good': 0, weak: 0, 'not-memorised': 0 },
  },
  namaz: { fajr: 0, zuhr: 0, asr: 0, maghrib: 0, isha: 0 },
  namazDays: 0,
  namazPrayed: 0,
  libaas: { suitable: 0, notSuitable: 0 },
  mutala: { done: 0, notDone: 0 },
  fees: 'Paid',
};

const calls = vi.hoisted(() => ({ fetches: 0, writes: 0 }));

vi.mock('../../common/api/client.ts', () => ({
  apiFetch: () => {
    calls.fetches += 1;
    return Promise.resolve(report);
  },
  apiFetchBlob: () => Promise.reject(new Error('no PDF here')),
}));
vi.mock('../../common/firebase/firebase.ts', () => ({ firestore: () => Promise.resolve({}) }));
vi.mock('firebase/firestore', () => ({
  doc: () => ({}),
  setDoc: () => {
    calls.writes += 1;
    return Promise.resolve();
  },
}));
/** The picture's language of each drawing; `picture` (if any) is what each drawing gives. */
const drawing = vi.hoisted(() => ({
  languages: [] as string[],
  picture: undefined as Blob | undefined,
}));
vi.mock('./report-image.ts', () => ({
  reportImage: (_report: unknown, lang: string) => {
    drawing.languages.push(lang);
    return drawing.picture ? Promise.resolve(drawing.picture) : new Promise(() => undefined);
  },
}));

describe('Save note', () => {
  it('confirms, and the confirmation survives the report being fetched again', async () => {
    await renderHifz(
      <ReportScreen
        path="/users/s1"
        auth
        back="/students/s1"
        noteWriter={{ studentId: 's1', uid: 'q1' }}
      />,
      'en',
      ['/students/s1/report?month=2026-11'],
    );
    const note = await screen.findByLabelText(hifzEn.report.note.label);
    fireEvent.change(note, { target: { value: 'منزل (پارہ 1)' } });
    fireEvent.click(screen.getByRole('button', { name: hifzEn.report.note.save }));
    await waitFor(() => expect(calls.fetches).toBe(2));
    expect(calls.writes).toBe(1);
    // Let the second answer be drawn, then look for the line.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(hifzEn.report.note.saved).getAttribute('role')).toBe('status');
    expect(screen.getByLabelText(hifzEn.report.note.label)).toHaveProperty(
      'value',
      'منزل (پارہ 1)',
    );
  });
});

describe('a report in English on an Urdu page', () => {
  it('names the month and describes the picture in Urdu', async () => {
    drawing.picture = new Blob(['png'], { type: 'image/png' });
    await renderHifz(<ReportScreen path="/users/s1" auth={false} back="/students/s1" />, 'ur', [
      '/students/s1/report?month=2026-11',
    ]);
    const urduMonth = formatMonthYear({ year: 2026, month: 11 }, 'ur');
    expect(urduMonth).not.toMatch(/[A-Za-z]/);
    await screen.findByRole('img', {
      name: hifzUr.report.imageAlt.replace('{{month}}', urduMonth),
    });
    fireEvent.click(screen.getByRole('radio', { name: hifzUr.report.languages.en }));
    await waitFor(() => expect(drawing.languages.at(-1)).toBe('en'));
    // Drawn again in English; the page around it stays Urdu.
    await screen.findByRole('img', {
      name: hifzUr.report.imageAlt.replace('{{month}}', urduMonth),
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(urduMonth);
  });
});
