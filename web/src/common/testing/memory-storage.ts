/** A unit test's localStorage: empty, in memory, as the global `localStorage` (node has none). */
import { vi } from 'vitest';

/** Puts an empty in-memory localStorage in place; `vi.unstubAllGlobals()` removes it. */
export function stubLocalStorage(): void {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
}
