import { describe, expect, it } from 'vitest';
import { revalidated } from './page-requests.ts';

describe('revalidated', () => {
  it('asks the server before any copy of the browser cache, for the same page', () => {
    const request = new Request('https://masjid.test/events?page=2', {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    const asked = revalidated(request);
    expect(request.cache).toBe('default');
    expect(asked.cache).toBe('no-cache');
    expect(asked.url).toBe('https://masjid.test/events?page=2');
    expect(asked.method).toBe('GET');
    expect(asked.headers.get('accept')).toBe('text/html');
    expect(asked.redirect).toBe('manual');
  });
});
