import { useEffect, useState } from 'react';
import { computeDayTimes, type DayTimes } from '@masjid/domain/prayer-times';

/** Today's computed sun and prayer times, recomputed when the Karachi day changes. */
export function useDayTimes(): DayTimes {
  const [times, setTimes] = useState(() => computeDayTimes());
  useEffect(() => {
    const timer = setInterval(() => {
      const next = computeDayTimes();
      setTimes((prev) => (prev.sunrise.getTime() === next.sunrise.getTime() ? prev : next));
    }, 60_000);
    return () => clearInterval(timer);
  }, []);
  return times;
}
