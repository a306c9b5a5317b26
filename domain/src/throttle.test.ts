import { describe, expect, it } from 'vitest';
import { THROTTLE_WINDOW_MS, activeFailures, secondsLocked } from './throttle.ts';

const at = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });

describe('throttle counters', () => {
  const counter = { failures: 5, windowStart: at(1_000_000) };

  it('counts failures only inside the window', () => {
    expect(activeFailures(undefined, 0)).toBe(0);
    expect(activeFailures(counter, 1_000_000 + THROTTLE_WINDOW_MS - 1)).toBe(5);
    expect(activeFailures(counter, 1_000_000 + THROTTLE_WINDOW_MS)).toBe(0);
  });

  it('locks at the limit until the window ends, in whole seconds', () => {
    expect(secondsLocked(counter, 6, 1_000_000)).toBe(0);
    expect(secondsLocked(counter, 5, 1_000_000)).toBe(THROTTLE_WINDOW_MS / 1000);
    expect(secondsLocked(counter, 5, 1_000_000 + THROTTLE_WINDOW_MS - 1500)).toBe(2);
    expect(secondsLocked(counter, 5, 1_000_000 + THROTTLE_WINDOW_MS)).toBe(0);
  });
});
