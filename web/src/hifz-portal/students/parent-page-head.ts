/**
 * The head of a parent's page without the site's web app manifest. The manifest starts the
 * installed app at the site's home page, so "Add to Home screen" on the parent's page would open
 * the home page; without it, the browser's shortcut keeps the page's own address, whose fragment
 * holds the link (parent-token-store.ts). Apart from the React hooks, so that a served page's own
 * script (app/reader-start/) can take it out before the app has started.
 */

/** The manifest links taken out of the head, to put back once the parent's page is left. */
let hidden: HTMLLinkElement[] = [];

/** Takes the site's `<link rel="manifest">` out of the head (until `showManifest`). */
export function hideManifest(): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];
  for (const link of links) link.remove();
  hidden = [...hidden, ...links];
}

/** Puts back the manifest links `hideManifest` took out. */
export function showManifest(): void {
  document.head.append(...hidden);
  hidden = [];
}
