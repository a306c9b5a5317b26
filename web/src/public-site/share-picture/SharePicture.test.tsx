/**
 * The jamat picture's button as a reader sees it (decision 0051): a download link of the picture in
 * the page's language where the browser cannot share files; "Share on WhatsApp" where it can,
 * sharing the server's PNG as a file; the API's refusal worded in the reader's language. The
 * browser's share functions and the network answer are stand-ins (no emulator in this project).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { SharePicture } from './SharePicture.tsx';

vi.mock('../../common/firebase/firebase.ts', () => ({ firestore: vi.fn(), auth: vi.fn() }));

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A browser that can share files: `share` records what it was given. */
function shareableBrowser() {
  const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
  Object.assign(navigator, { canShare: () => true, share });
  inView();
  return share;
}

/** The button in view at once (happy-dom lays nothing out, so its observer never reports). */
function inView() {
  class InView {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', InView);
}

/** The API's answer to the picture's address. */
function answer(res: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(res);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
});

describe('SharePicture', () => {
  it('offers the picture to download where files cannot be shared, in the page language', async () => {
    const fetch = answer(new Response(PNG_BYTES));
    await renderInLanguage(<SharePicture kind="eid" />, PUBLIC, 'en');
    const link = screen.getByRole('link', { name: 'Download the picture' });
    expect(link.getAttribute('href')).toBe('/api/eid-jamats/picture?lang=en');
    expect(link.getAttribute('download')).toBe('eid-jamats-en.png');
    expect(screen.queryByRole('button')).toBeNull();
    // Nothing is fetched until the reader asks for it.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('links the Urdu picture on an Urdu page', async () => {
    await renderInLanguage(<SharePicture kind="jumuah" />, PUBLIC, 'ur');
    const link = screen.getByRole('link', { name: publicUr.sharePicture.download });
    expect(link.getAttribute('href')).toBe('/api/jumuah/picture?lang=ur');
  });

  it('shares the PNG as a file on WhatsApp where the browser can share files', async () => {
    const share = shareableBrowser();
    const fetch = answer(new Response(PNG_BYTES, { headers: { 'content-type': 'image/png' } }));
    await renderInLanguage(<SharePicture kind="eid" />, PUBLIC, 'en');
    const button = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Share on WhatsApp',
    });
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/eid-jamats/picture?lang=en');
    fireEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const files = share.mock.calls[0]?.[0].files ?? [];
    expect(files.map((f) => [f.name, f.type])).toEqual([['eid-jamats-en.png', 'image/png']]);
    expect(new Uint8Array(await files[0]!.arrayBuffer())).toEqual(PNG_BYTES);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fetches no picture while its button is out of view (home, below the jamat table)', async () => {
    Object.assign(navigator, { canShare: () => true, share: vi.fn() });
    const fetch = answer(new Response(PNG_BYTES, { headers: { 'content-type': 'image/png' } }));
    await renderInLanguage(<SharePicture kind="jumuah" />, PUBLIC, 'en');
    await screen.findByRole('button', { name: 'Preparing the picture…' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says in Urdu why there is no picture when none is published', async () => {
    shareableBrowser();
    const refusal = {
      error: { code: 'not-found', reason: 'jamats-not-published', message: 'No Eid jamats' },
    };
    answer(Response.json(refusal, { status: 404 }));
    await renderInLanguage(<SharePicture kind="eid" />, PUBLIC, 'ur');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('ان جماعتوں کا ابھی اعلان نہیں ہوا۔');
    const button = screen.getByRole<HTMLButtonElement>('button', {
      name: publicUr.sharePicture.share,
    });
    expect(button.disabled).toBe(true);
  });
});
