import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fragmentOfToken,
  PARENT_TOKEN_KEY,
  takeParentToken,
  tokenOfAddress,
} from './parent-token-store.ts';

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
    expect(takeParentToken(`?token=${TOKEN}`, '', store)).toBe(TOKEN);
    expect(store.getItem(PARENT_TOKEN_KEY)).toBe(TOKEN);
  });

  it("a bookmark or a new tab: reads the fragment's token, and keeps it for this tab", () => {
    const store = memoryStorage();
    expect(takeParentToken('', `#token=${TOKEN}&lang=ur`, store)).toBe(TOKEN);
    expect(store.getItem(PARENT_TOKEN_KEY)).toBe(TOKEN);
  });

  it('after the address has lost it (a page reached by a link), reads it back from the tab', () => {
    const store = memoryStorage();
    takeParentToken(`?token=${TOKEN}`, '', store);
    expect(takeParentToken('?month=2026-10', '', store)).toBe(TOKEN);
  });

  it('a new link in the address wins over the kept one', () => {
    const store = memoryStorage();
    takeParentToken(`?token=${TOKEN}`, '', store);
    expect(takeParentToken('', '#token=another-token-of-the-same-shape', store)).toBe(
      'another-token-of-the-same-shape',
    );
  });

  it('keeps nothing that is not shaped like a token, and works without storage', () => {
    const store = memoryStorage();
    expect(takeParentToken('?token=<script>', '', store)).toBe('<script>');
    expect(store.length).toBe(0);
    expect(takeParentToken(`?token=${TOKEN}`, '', undefined)).toBe(TOKEN);
    expect(takeParentToken('', '', undefined)).toBeUndefined();
  });

  it("a link not shaped like one forgets the tab's earlier link (a reload shows no other child)", () => {
    const store = memoryStorage();
    takeParentToken(`?token=${TOKEN}`, '', store);
    expect(takeParentToken('', `#token=${TOKEN}.`, store)).toBe(`${TOKEN}.`);
    expect(store.getItem(PARENT_TOKEN_KEY)).toBeNull();
    expect(takeParentToken('', '', store)).toBeUndefined();
  });
});

describe('tokenOfAddress and fragmentOfToken', () => {
  it("the query's token (the link as sent) wins over the fragment's", () => {
    expect(tokenOfAddress(`?token=${TOKEN}`, '#token=other-token-of-the-same-shape')).toBe(TOKEN);
    expect(tokenOfAddress('?month=2026-10', `#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenOfAddress('', '#top')).toBeNull();
    expect(tokenOfAddress('', '')).toBeNull();
  });

  it('writes a fragment the address reads back, naming Urdu only', () => {
    expect(fragmentOfToken(TOKEN, 'en')).toBe(`#token=${TOKEN}`);
    expect(fragmentOfToken(TOKEN, 'ur')).toBe(`#token=${TOKEN}&lang=ur`);
    expect(tokenOfAddress('', fragmentOfToken(TOKEN, 'ur'))).toBe(TOKEN);
  });
});

/** A browser's address, history and sessionStorage for the module's address-moving functions. */
function browserAt(address: string) {
  const url = new URL(address, 'https://masjid.example');
  const store = memoryStorage();
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
  };
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, to: string) => {
      url.href = new URL(to, url).href;
    },
  };
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', history);
  vi.stubGlobal('window', { sessionStorage: store });
  return { url, store };
}

describe('moving the token out of the query', () => {
  // The module keeps this page's token: a fresh copy per test.
  const freshStore = () => import('./parent-token-store.ts');
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('moves a good link to the fragment, where a bookmark of the address finds it', async () => {
    const { url, store } = browserAt(`/ur/dashboard-student?token=${TOKEN}`);
    const m = await freshStore();
    expect(m.moveParentTokenOutOfAddress(false, 'ur')).toBe(true);
    expect(url.pathname + url.search + url.hash).toBe(
      `/ur/dashboard-student#token=${TOKEN}&lang=ur`,
    );
    expect(store.getItem(PARENT_TOKEN_KEY)).toBe(TOKEN);
    expect(m.tokenToKeepInAddress()).toBe(TOKEN);
  });

  it('a link the server refused leaves the address and the tab, yet the page still shows its refusal', async () => {
    const { url, store } = browserAt(`/dashboard-student?token=${TOKEN}`);
    const m = await freshStore();
    expect(m.moveParentTokenOutOfAddress(true, 'en')).toBe(true);
    expect(url.pathname + url.search + url.hash).toBe('/dashboard-student');
    expect(store.length).toBe(0);
    expect(m.tokenToKeepInAddress()).toBeUndefined();
    // The app takes over with this page's token (to show the refusal), not a sign-in page.
    expect(m.hasParentToken('')).toBe(true);
  });

  it('a bookmarked link refused later (replaced) leaves the address: a reload tries nothing', async () => {
    const { url, store } = browserAt(`/dashboard-student#token=${TOKEN}`);
    const m = await freshStore();
    expect(m.keepTokenOfThisPage(m.takeParentToken(url.search, url.hash, store))).toBe(TOKEN);
    m.forgetParentToken();
    expect(url.pathname + url.search + url.hash).toBe('/dashboard-student');
    expect(store.length).toBe(0);
    expect(m.tokenToKeepInAddress()).toBeUndefined();
    expect(m.hasParentToken('')).toBe(false);
  });

  it('a malformed link is not written to the fragment', async () => {
    const { url } = browserAt('/dashboard-student?token=<script>');
    const m = await freshStore();
    m.moveParentTokenOutOfAddress(false, 'en');
    expect(url.pathname + url.search + url.hash).toBe('/dashboard-student');
  });

  it('an address without a token in its query is left alone', async () => {
    const { url } = browserAt(`/dashboard-student#token=${TOKEN}`);
    const m = await freshStore();
    expect(m.moveParentTokenOutOfAddress(false, 'en')).toBe(false);
    expect(url.hash).toBe(`#token=${TOKEN}`);
  });
});
