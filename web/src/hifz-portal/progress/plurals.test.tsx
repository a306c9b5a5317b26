/**
 * Counts read as people say them, in English and Urdu: "1 day present", "1 para in 1 day",
 * "1 ayah" (i18next plurals with `count`), never "1 days" or "1 paras".
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { monthSummary } from '@masjid/domain/progress';
import { paraGrid } from '@masjid/domain/hifz-memorisation';
import { renderHifz } from '../testing.tsx';
import { ManzilPanel } from './ManzilPanel.tsx';
import { MonthChart } from './MonthChart.tsx';
import { MonthSummaryPanel } from './MonthSummaryPanel.tsx';

const TODAY = '2026-11-05';

/** The manzil panel, read-only, with a cycle of `paras` paras in `days` days. */
const manzil = (paras: number, days: number) => (
  <ManzilPanel
    days={[]}
    paras={paraGrid([], undefined, TODAY)}
    record={{ cycle: { paras, days }, at: '2026-11-01T05:00:00.000Z' }}
    todayIso={TODAY}
  />
);

/** The manzil panel's cycle line in `language`. */
async function cycleText(paras: number, days: number, language: 'en' | 'ur') {
  const { unmount } = await renderHifz(manzil(paras, days), language);
  const text = screen.getByTestId('manzil-cycle').textContent;
  unmount();
  return text;
}

/** The month's chart with one ayah of sabaq on one day. */
const chart = (
  <MonthChart
    figures={{ sabaqAyahs: 1, days: [{ date: TODAY, sabaqAyahs: 1 }] }}
    heading="November 2026"
  />
);

describe('counts of one', () => {
  it('the month summary: 1 day present, 1 day recorded', async () => {
    const summary = monthSummary([{ attendance: 'on-time' }]);
    const { container } = await renderHifz(<MonthSummaryPanel summary={summary} />);
    expect(container.querySelector('.month-summary p')?.textContent).toBe(
      '1 day present · 0 absent · 0 on leave · 1 day recorded',
    );
  });

  it('the manzil cycle: 1 para in 1 day, 2 paras in 3 days; in Urdu پارہ and پارے', async () => {
    expect(await cycleText(1, 1, 'en')).toBe('Manzil cycle: 1 para in 1 day');
    expect(await cycleText(2, 3, 'en')).toBe('Manzil cycle: 2 paras in 3 days');
    expect(await cycleText(1, 1, 'ur')).toContain('1 دن میں 1 پارہ');
    expect(await cycleText(2, 3, 'ur')).toContain('3 دن میں 2 پارے');
  });

  it('sabaq advanced: 1 ayah (آیت in Urdu)', async () => {
    const english = await renderHifz(chart);
    expect(screen.getByText('Sabaq advanced: 1 ayah')).toBeTruthy();
    english.unmount();
    await renderHifz(chart, 'ur');
    expect(screen.getByText('سبق میں پیش رفت: 1 آیت')).toBeTruthy();
  });
});
