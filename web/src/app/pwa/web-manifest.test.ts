import { describe, expect, it } from 'vitest';
import { displayManifestFor, displayManifests, webManifest } from './web-manifest.ts';

describe('the hall screen’s manifest', () => {
  it('is an app of its own that opens the screen full screen, in each language', () => {
    const en = displayManifestFor('en');
    expect(en).toMatchObject({
      id: '/display',
      start_url: '/display',
      scope: '/display',
      display: 'fullscreen',
      orientation: 'any',
      lang: 'en',
    });
    expect(en.id).not.toBe(webManifest.id);
    expect(en.short_name).toBe('Hall screen');
    expect(displayManifestFor('ur')).toMatchObject({
      id: '/display',
      start_url: '/ur/display',
      display: 'fullscreen',
      dir: 'rtl',
      short_name: 'ہال کی اسکرین',
    });
  });

  it('is written to the files the screen links', () => {
    expect(Object.keys(displayManifests)).toEqual([
      'manifest-display.webmanifest',
      'manifest-display-ur.webmanifest',
    ]);
  });
});
