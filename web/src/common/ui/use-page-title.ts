import { useEffect } from 'react';
import { site } from '@masjid/domain/site';

/**
 * Sets `document.title` to `{title} | {site name}`, or the site name alone for the home page
 * (spec 2.1: titles seen are {product}, Bayanat, Books).
 */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : site.name;
  }, [title]);
}
