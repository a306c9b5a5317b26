import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

/**
 * The green banner at the top of an inner page, holding its `<h1>`. Also sets the document title
 * to `title`.
 */
export function PageBanner({ title, lead }: { title: string; lead?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="page-banner">
      <div className="container">
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
    </header>
  );
}
