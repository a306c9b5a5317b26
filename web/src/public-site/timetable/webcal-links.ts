/**
 * The calendar feeds' links (AddToCalendar). A phone opens a `webcal://` address in its
 * calendar app, which then keeps the feed current; the host is the browser's to know, so the
 * served HTML carries the feed's path (`/api/calendar/events.ics`, a one-off download) in `href`
 * and in `data-webcal`, and the device writes the `webcal://` address: the reader's own script at
 * once on a page served with its content (before the app, which may start a minute later), the
 * app's AddToCalendar after hydration.
 */
/** The attribute holding a subscribe link's feed path (`/api/calendar/jamat.ics`). */
export const WEBCAL_PATH_ATTRIBUTE = 'data-webcal';

/** `webcal://{host}{path}` for a feed's `path` on this site; `host` with its port, if any. */
export function webcalAddress(path: string, host: string): string {
  return `webcal://${host}${path}`;
}

/**
 * Gives every subscribe link under `root` (`a[data-webcal]` with a path on this site) its
 * `webcal://` address on this page's host, as the app's AddToCalendar renders it on the device.
 */
export function attachWebcalLinks(root: ParentNode): void {
  for (const link of root.querySelectorAll(`a[${WEBCAL_PATH_ATTRIBUTE}]`)) {
    const path = link.getAttribute(WEBCAL_PATH_ATTRIBUTE);
    if (path?.startsWith('/') && !path.startsWith('//'))
      link.setAttribute('href', webcalAddress(path, location.host));
  }
}
