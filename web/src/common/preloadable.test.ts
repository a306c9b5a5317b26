import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { preloadable } from './preloadable.ts';

const Page: ComponentType = () => null;

describe('preloadable', () => {
  it('imports the chunk once however often it is loaded', async () => {
    let imports = 0;
    const page = preloadable(() => {
      imports += 1;
      return Promise.resolve(Page);
    });
    expect(await Promise.all([page.load(), page.load()])).toEqual([Page, Page]);
    expect(await page.load()).toBe(Page);
    expect(page.loaded()).toBe(Page);
    expect(imports).toBe(1);
  });

  it('tries a failed import again on the next load', async () => {
    let imports = 0;
    const page = preloadable(() => {
      imports += 1;
      return imports === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Page);
    });
    await expect(page.load()).rejects.toThrow('offline');
    expect(page.loaded()).toBeUndefined();
    expect(await page.load()).toBe(Page);
    expect(imports).toBe(2);
  });
});
