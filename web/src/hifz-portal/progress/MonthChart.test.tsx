/**
 * The month's sabaq chart is page text, not an SVG drawing scaled down to the phone (its text
 * was about 6 px at 375 px): one row per day with its ayahs and grades, in the page's direction
 * (right to left in Urdu, like the calendar), each row's words for screen readers.
 */
import { describe, expect, it } from 'vitest';
import { renderHifz } from '../testing.tsx';
import { MonthChart } from './MonthChart.tsx';

const chart = (
  <MonthChart
    figures={{
      sabaqAyahs: 12,
      days: [
        {
          date: '2026-11-03',
          sabaqAyahs: 7,
          sabaq: 'very-good',
          sabqi: 'weak',
          manzil: 'very-good',
        },
        { date: '2026-11-04', sabaqAyahs: 5, sabaq: 'not-memorised' },
      ],
    }}
    heading="November 2026"
  />
);

describe('the sabaq chart', () => {
  it('is rows of text, not a scaled drawing', async () => {
    const { container } = await renderHifz(chart);
    expect(container.querySelector('.month-chart svg text')).toBeNull();
    const rows = container.querySelectorAll('.month-chart li[data-day]');
    expect([...rows].map((r) => r.getAttribute('data-day'))).toEqual(['3', '4']);
    expect(rows[0]?.textContent).toContain('7 ayahs');
    expect(rows[0]?.textContent).toContain('sabqi weak');
  });

  it('in Urdu, runs right to left with Urdu words', async () => {
    const { container } = await renderHifz(chart, 'ur');
    const list = container.querySelector('.month-chart ol');
    expect(list?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.month-chart li[data-day="4"]')?.textContent).toContain(
      'یاد نہیں',
    );
  });
});
