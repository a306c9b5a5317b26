import type { Outcome } from './StatusMessage.tsx';

/**
 * Runs `work` for a form's one outcome line: `show` gets `ok` once it has resolved, or `failed`
 * once it has thrown (the error is logged with `what`, never rethrown); `settle` runs either way
 * (the busy state ends). Answers whether `work` succeeded.
 */
export async function withOutcome(
  work: () => Promise<void>,
  show: (outcome: Outcome) => void,
  words: { ok: () => string; failed: string; what: string },
  settle: () => void,
): Promise<boolean> {
  try {
    await work();
    show({ ok: true, text: words.ok() });
    return true;
  } catch (err) {
    console.error(words.what, err);
    show({ ok: false, text: words.failed });
    return false;
  } finally {
    settle();
  }
}
