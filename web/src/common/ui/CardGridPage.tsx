import type { ReactNode } from 'react';
import { CardSection } from './Card.tsx';
import { PageBanner } from './PageBanner.tsx';

/**
 * An inner page that is a grid of cards: the green banner (`title`, which is also the document
 * title, and `lead`), then one CardSection whose list has the classes `listClassName` and holds
 * `children` (Card elements), with `footer` below the list.
 */
export function CardGridPage({
  title,
  lead,
  listClassName,
  footer,
  children,
}: {
  title: string;
  lead: ReactNode;
  listClassName: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} lead={lead} />
      <CardSection listClassName={listClassName} footer={footer}>
        {children}
      </CardSection>
    </>
  );
}
