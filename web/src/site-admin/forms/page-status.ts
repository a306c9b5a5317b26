/**
 * One outcome line at a time on an admin page: the form's ("Recorded: Rajab …") and the list's
 * ("Deleted: …") each give way to any newer line or refusal of the same page, so an old success
 * never stands beside a new error. A list page keeps the page's counter (`usePageStatus`) and hands
 * it to its form through `PageStatusProvider`; a form alone has its own line only.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { Outcome } from '../../common/ui/StatusMessage.tsx';

/** The page's counter: the newest line's number, and `claim` that makes a newer one. */
export interface PageStatus {
  latest: number;
  claim: () => number;
}

const PageStatusContext = createContext<PageStatus | null>(null);

/** Gives the page's counter to the forms inside. */
export const PageStatusProvider = PageStatusContext.Provider;

/** A page's counter of outcome lines (see the module comment). */
export function usePageStatus(): PageStatus {
  const [latest, setLatest] = useState(0);
  const last = useRef(0);
  const claim = useCallback(() => {
    last.current += 1;
    setLatest(last.current);
    return last.current;
  }, []);
  return useMemo(() => ({ latest, claim }), [latest, claim]);
}

/**
 * An outcome line that hides once a newer line of the page shows (`page`, or the provider's):
 * the line to show (null when none or when another is newer), and its setter.
 */
export function useOutcomeLine(
  page?: PageStatus,
): [Outcome | null, (outcome: Outcome | null) => void, PageStatus | null] {
  const provided = useContext(PageStatusContext);
  const status = page ?? provided;
  const claim = status?.claim;
  const [line, setLine] = useState<{ outcome: Outcome | null; seq: number }>({
    outcome: null,
    seq: 0,
  });
  const set = useCallback(
    (outcome: Outcome | null) => setLine({ outcome, seq: outcome && claim ? claim() : 0 }),
    [claim],
  );
  const shown = line.outcome && (!status || line.seq === status.latest) ? line.outcome : null;
  return [shown, set, status];
}
