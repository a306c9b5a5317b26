import { describe, expect, it } from 'vitest';
import { PARENT_TOKEN_KEY, takeParentToken } from './parent-token-store.ts';

/** An in-memory Storage (the unit tests run in Node, which has no sessionStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const TOKEN = 'Q2hpbGQtcHJvZ3Jlc3MtbGluay10b2tlbi0xMjM0NTY';

describe('takeParentToken', () => {
  it('takes the token of the address and keeps it for this tab', () => {
    const store = memoryStorage();
    expect(takeParentToken(`?token=${TOKEN}`, store)).toBe(TOKEN);
    expect(store.getItem(PARENT_TOKEN_KEY)).toBe(TOKEN);
  });

  it('after the address has lost it (a reload), reads it back from the tab', () => {
    const store = memoryStorage();
    takeParentToken(`?token=${TOKEN}`, store);
    expect(takeParentToken('', store)).toBe(TOKEN);
  });

  it('a new link in the address wins over the kept one', () => {
    const store = memoryStorage();
    takeParentToken(`?token=${TOKEN}`, store);
    expect(takeParentToken('?token=another-token-of-the-same-shape', store)).toBe(
      'another-token-of-the-same-shape',
    );
  });

  it('keeps nothing that is not shaped like a token, and works without storage', () => {
    const store = memoryStorage();
    expect(takeParentToken('?token=<script>', store)).toBe('<script>');
    expect(store.length).toBe(0);
    expect(takeParentToken(`?token=${TOKEN}`, undefined)).toBe(TOKEN);
    expect(takeParentToken('', undefined)).toBeUndefined();
  });

  it("a link not shaped like one forgets the tab's earlier link (a reload shows no other child)", () => {
    const store = memoryStorage();
    takeParentToken(`?token=${TOKEN}`, store);
    expect(takeParentToken(`?token=${TOKEN}.`, store)).toBe(`${TOKEN}.`);
    expect(store.getItem(PARENT_TOKEN_KEY)).toBeNull();
    expect(takeParentToken('', store)).toBeUndefined();
  });
});
