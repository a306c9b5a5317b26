/**
 * The hall screen's clock check (issue 42 §4): a TV box that lost power may come back with the
 * wrong time, and every countdown on the screen would be wrong with it. While online the screen
 * asks the server for a small static file and reads the `Date` header of the answer (HTTP dates
 * have whole seconds), and warns when the device's clock is more than `CLOCK_TOLERANCE_MS` off.
 */
import { useEffect, useState } from 'react';

/** How far the device's clock may be from the server's before the screen warns: two minutes. */
export const CLOCK_TOLERANCE_MS = 2 * 60_000;
/** How often an open screen checks its clock again. */
export const CLOCK_CHECK_MS = 30 * 60_000;
/** A small static file the hosting serves with a `Date` header; the query keeps caches out. */
const PROBE = '/favicon.svg';

/**
 * How far the device's clock is ahead of the server's (ms; negative when behind), from the
 * answer's `Date` header `serverDate` and the device's clock when the request was sent (`sentAt`)
 * and answered (`receivedAt`). The server wrote its date at some point between the two, within
 * a whole second: its middle (half a second on) is compared with the request's middle.
 * `undefined` when the header is missing or unreadable.
 */
export function clockOffset(
  serverDate: string | null,
  sentAt: number,
  receivedAt: number,
): number | undefined {
  const server = serverDate ? Date.parse(serverDate) : NaN;
  if (Number.isNaN(server)) return undefined;
  return (sentAt + receivedAt) / 2 - (server + 500);
}

/** Whether an offset from `clockOffset` is worth a warning (more than two minutes either way). */
export const clockIsOff = (offsetMs: number | undefined): offsetMs is number =>
  offsetMs !== undefined && Math.abs(offsetMs) > CLOCK_TOLERANCE_MS;

/** Asks the server once; the device's clock offset (ms), or `undefined` offline or unreadable. */
export async function checkClock(): Promise<number | undefined> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return undefined;
  const sentAt = Date.now();
  try {
    const res = await fetch(`${PROBE}?clock=${sentAt}`, { method: 'HEAD', cache: 'no-store' });
    return clockOffset(res.headers.get('date'), sentAt, Date.now());
  } catch {
    return undefined; // Offline or the server unreachable: no verdict, keep the last one.
  }
}

/**
 * The device's clock offset (ms) when it is more than two minutes off by the last check, else
 * `undefined`. Checks on opening, every half hour and whenever the network comes back.
 */
export function useClockOffset(): number | undefined {
  const [offset, setOffset] = useState<number | undefined>(undefined);
  useEffect(() => {
    let stopped = false;
    const check = () =>
      void checkClock().then((found) => {
        if (!stopped && found !== undefined) setOffset(clockIsOff(found) ? found : undefined);
      });
    check();
    const timer = setInterval(check, CLOCK_CHECK_MS);
    window.addEventListener('online', check);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', check);
    };
  }, []);
  return offset;
}
