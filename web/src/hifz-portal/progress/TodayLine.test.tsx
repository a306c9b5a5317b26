/**
 * The parent's page starts with one line on how today went: attendance and the three grades in
 * words, "not memorised" marked as a warning; or that nothing is recorded yet.
 */
import { describe, expect, it } from 'vitest';
import { renderHifz } from '../testing.tsx';
import { TodayLine } from './TodayLine.tsx';

describe('how was today', () => {
  it('says the attendance and grades in English and Urdu', async () => {
    const record = {
      attendance: 'on-time',
      sabaq: 'very-good',
      sabqi: 'not-memorised',
      manzil: 'weak',
    } as const;
    const english = await renderHifz(<TodayLine record={record} />);
    const line = english.container.querySelector('.today-line');
    expect(line?.textContent).toBe(
      'Today: present, sabaq very good, sabqi ⚠ not memorised, manzil weak',
    );
    expect(line?.querySelector('.grade-warning')?.textContent).toContain('not memorised');
    english.unmount();
    const urdu = await renderHifz(<TodayLine record={record} />, 'ur');
    expect(urdu.container.querySelector('.today-line')?.textContent).toBe(
      'آج: حاضر، سبق بہت اچھا، سبقی ⚠ یاد نہیں، منزل کچا',
    );
  });

  it('says when the day is away, and when nothing is recorded yet', async () => {
    const away = await renderHifz(<TodayLine record={{ attendance: 'leave' }} />);
    expect(away.container.querySelector('.today-line')?.textContent).toBe('Today: leave');
    away.unmount();
    const none = await renderHifz(<TodayLine record={undefined} />);
    expect(none.container.querySelector('.today-line')?.textContent).toBe(
      'Today: nothing recorded yet.',
    );
  });
});
