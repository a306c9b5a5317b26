import { describe, expect, it } from 'vitest';
import { clockIsOff, clockOffset } from './clock-check.ts';

describe('the hall screen’s clock check', () => {
  const sent = Date.parse('2026-12-14T18:30:00.000Z');

  it('finds the device right when the server’s date falls within the request', () => {
    const offset = clockOffset('Mon, 14 Dec 2026 18:30:00 GMT', sent, sent + 800);
    expect(offset).toBe(-100);
    expect(clockIsOff(offset)).toBe(false);
  });

  it('finds a device five minutes fast, or three minutes slow, off', () => {
    const fast = clockOffset('Mon, 14 Dec 2026 18:25:00 GMT', sent, sent + 200);
    expect(Math.round(fast! / 60_000)).toBe(5);
    expect(clockIsOff(fast)).toBe(true);
    const slow = clockOffset('Mon, 14 Dec 2026 18:33:00 GMT', sent, sent + 200);
    expect(Math.round(slow! / 60_000)).toBe(-3);
    expect(clockIsOff(slow)).toBe(true);
  });

  it('lets a device up to two minutes off pass', () => {
    expect(clockIsOff(clockOffset('Mon, 14 Dec 2026 18:28:10 GMT', sent, sent))).toBe(false);
  });

  it('gives no verdict without a readable Date header', () => {
    expect(clockOffset(null, sent, sent)).toBeUndefined();
    expect(clockOffset('yesterday', sent, sent)).toBeUndefined();
    expect(clockIsOff(undefined)).toBe(false);
  });
});
