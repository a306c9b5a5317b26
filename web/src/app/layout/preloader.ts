/**
 * index.html's preloader (the loading bar across the top). The app fades it out and removes it
 * once it has rendered (SiteLayout); a page served with its content is whole without the app, so
 * its own script (app/reader-start/) hides it at once and shows it again while the app it needs
 * for a press is loading.
 */

/** Fades out and removes the preloader; does nothing when it is gone already. */
export function removePreloader(): void {
  const preloader = document.getElementById('preloader');
  if (!preloader) return;
  preloader.style.opacity = '0';
  preloader.style.pointerEvents = 'none';
  setTimeout(() => preloader.remove(), 300);
}

/** Shows or hides the preloader (the `hidden` attribute) while it is there. */
export function showPreloader(shown: boolean): void {
  document.getElementById('preloader')?.toggleAttribute('hidden', !shown);
}
