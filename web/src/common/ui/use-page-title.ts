import { useEffect } from 'react';
import { site } from '@masjid/domain/site';

/**
 * Sets `document.title` to `{title} | {site name}` (e.g. `Bayanat | …`), or the site name alone
 * for the home page, so tabs, history and bookmarks name the page.
 */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : site.name;
  }, [title]);
}
