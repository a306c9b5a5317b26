import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left.ts';

const MIN = 60_000;

describe('the time left until the next jamat', () => {
  it('is in whole minutes rounded up, with hours once there are 60', () => {
    expect(formatTimeLeft(30_000, 'en')).toBe('1 min');
    expect(formatTimeLeft(44 * MIN + 1, 'en')).toBe('45 mins');
    expect(formatTimeLeft(65 * MIN, 'en')).toBe('1 hr 5 mins');
    expect(formatTimeLeft(120 * MIN, 'en')).toBe('2 hrs');
  });

  it('is worded in Urdu with Urdu units', () => {
    expect(formatTimeLeft(65 * MIN, 'ur')).toBe('1 گھنٹہ 5 منٹ');
    expect(formatTimeLeft(45 * MIN, 'ur')).toBe('45 منٹ');
  });
});
