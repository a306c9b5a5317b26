/**
 * Fades out and removes index.html's preloader (the loading bar across the top): once the app has
 * rendered (SiteLayout), or at once on a page served with its content, which is whole without the
 * app (app/reader-start/). Does nothing when it is gone already.
 */
export function removePreloader(): void {
  const preloader = document.getElementById('preloader');
  if (!preloader) return;
  preloader.style.opacity = '0';
  preloader.style.pointerEvents = 'none';
  setTimeout(() => preloader.remove(), 300);
}
