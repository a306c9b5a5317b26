/**
 * Whether a click is a plain press of the main button, which a page may handle itself. A click
 * with a modifier key or another button opens a link in a new tab or window, as the browser does.
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
