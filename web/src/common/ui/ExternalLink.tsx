import type { AnchorHTMLAttributes } from 'react';

/**
 * A link that opens another site in a new tab, without giving that site a handle on this page
 * (`rel="noopener noreferrer"`).
 */
export function ExternalLink(
  props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>,
) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
