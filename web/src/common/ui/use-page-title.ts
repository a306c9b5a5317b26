import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pick } from '@masjid/domain/site-details';
import { useSiteDetails } from '../site-content/site-details-data.ts';

let prerenderedTitle: string | undefined;

/**
 * Sets `document.title` to `{title} | {site name}` (e.g. `Bayanat | …`), or the site name alone
 * for the home page, so tabs, history and bookmarks name the page; `title` is in the page's
 * language and so is the site name. When prerendering (no document) the title is kept for
 * {@link takePrerenderedTitle}, so the built HTML carries it before any script runs.
 */
export function usePageTitle(title?: string): void {
  const { i18n } = useTranslation();
  const name = pick(useSiteDetails().name, i18n.language).text;
  const full = title ? `${title} | ${name}` : name;
  if (typeof document === 'undefined') prerenderedTitle = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/** The title the page just prerendered set (the last usePageTitle call), then forgets it. */
export function takePrerenderedTitle(): string | undefined {
  const title = prerenderedTitle;
  prerenderedTitle = undefined;
  return title;
}

/** What a link to a page shows when shared (WhatsApp's card): beside its title. */
export interface PageShare {
  /** The page's own description (plain text); the site's description when absent. */
  description?: string;
  /** The page's picture (a site path or an address); the site's share picture when absent. */
  image?: string;
}

let prerenderedShare: PageShare | undefined;

/**
 * Names the description and picture of the page being rendered on a server (the build's
 * prerender, the `pages` function), which write them into the head's Open Graph tags
 * (app/prerender.tsx); nothing on the device, where no crawler reads them.
 */
export function usePageShare(share: PageShare): void {
  if (typeof document === 'undefined') prerenderedShare = share;
}

/** What the page just rendered on a server named with usePageShare, then forgets it. */
export function takePrerenderedShare(): PageShare | undefined {
  const share = prerenderedShare;
  prerenderedShare = undefined;
  return share;
}
