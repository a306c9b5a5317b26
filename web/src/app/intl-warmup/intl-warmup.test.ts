import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM } from './intl-warm-message.ts';
import { intlWarmedUp } from './intl-warmup.ts';

/**
 * A stand-in for the browser's Worker (Node has none as a global): it answers as the script
 * would after `answerAfterMs`, or fails, and records whether it was terminated.
 */
function fakeWorker(behaviour: 'answers' | 'fails' | 'silent') {
  const made: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    terminated = false;
    constructor(readonly url: URL) {
      super();
      made.push(this);
      setTimeout(() => {
        if (behaviour === 'answers')
          this.dispatchEvent(new MessageEvent('message', { data: INTL_WARM }));
        if (behaviour === 'fails') this.dispatchEvent(new Event('error'));
      }, 10);
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('intlWarmedUp', () => {
  it('resolves at once where the browser has no workers', async () => {
    expect(typeof Reflect.get(globalThis, 'Worker')).toBe('undefined');
    await expect(intlWarmedUp(60_000)).resolves.toBeUndefined();
  });

  it('resolves when the worker says ICU is warm, marks it, and ends the worker', async () => {
    performance.clearMarks(INTL_WARM);
    const made = fakeWorker('answers');
    await expect(intlWarmedUp(60_000)).resolves.toBeUndefined();
    expect(performance.getEntriesByName(INTL_WARM, 'mark')).toHaveLength(1);
    expect(made).toHaveLength(1);
    expect(made[0]!.url.pathname).toMatch(/intl-warmup\.worker\.ts$/);
    expect(made[0]!.terminated).toBe(true);
  });

  it('resolves when the worker fails, and ends it', async () => {
    performance.clearMarks(INTL_WARM);
    const made = fakeWorker('fails');
    await expect(intlWarmedUp(60_000)).resolves.toBeUndefined();
    expect(performance.getEntriesByName(INTL_WARM, 'mark')).toHaveLength(0);
    expect(made[0]!.terminated).toBe(true);
  });

  it('waits at most the given time, and lets a slower worker finish', async () => {
    vi.useFakeTimers();
    performance.clearMarks(INTL_WARM);
    const made = fakeWorker('silent');
    let resolved = false;
    void intlWarmedUp(1000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    expect(made[0]!.terminated).toBe(false);
    // Its answer after the limit is still marked, and ends it (the fake timers fake performance).
    vi.useRealTimers();
    made[0]!.dispatchEvent(new MessageEvent('message', { data: INTL_WARM }));
    expect(performance.getEntriesByName(INTL_WARM, 'mark')).toHaveLength(1);
    expect(made[0]!.terminated).toBe(true);
  });
});
