import { useEffect, useState } from 'react';

/**
 * The current instant (epoch ms), renewed at the start of each period of `periodMs` milliseconds
 * (1000: on the second, the hall screen's clock; 60 000: on the minute, the home page's next
 * jamat), a few milliseconds late so that the new second or minute has begun.
 */
export function useClock(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const wait = (t: number) => periodMs - (t % periodMs) + 5;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      timer = setTimeout(tick, wait(t));
    };
    timer = setTimeout(tick, wait(Date.now()));
    return () => clearTimeout(timer);
  }, [periodMs]);
  return now;
}
