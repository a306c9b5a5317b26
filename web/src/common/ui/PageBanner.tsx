import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

/**
 * The green banner at the top of an inner page, holding its `<h1>`. Also sets the document title
 * to `title`. `titleLang` marks a title that people typed (its `lang` and `dir`).
 */
export function PageBanner({
  title,
  lead,
  titleLang,
}: {
  title: string;
  lead?: ReactNode;
  titleLang?: { lang: 'en' | 'ur'; dir: 'ltr' | 'rtl' };
}) {
  usePageTitle(title);
  return (
    <header className="page-banner">
      <div className="container">
        <h1 {...titleLang}>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
    </header>
  );
}
