import type { ReactNode } from 'react';

/**
 * A section named by its own `h2` (`aria-labelledby` the heading's `id`): the heading (class
 * `titleClass`), an optional `lead` and `children`, inside a `div` of class `inner` when given.
 */
export function TitledSection({
  id,
  className,
  title,
  titleClass,
  inner,
  lead,
  children,
}: {
  id: string;
  className: string;
  title: ReactNode;
  titleClass: string;
  inner?: string;
  /** A line under the heading (`p.section-lead`). */
  lead?: ReactNode;
  children: ReactNode;
}) {
  const content = (
    <>
      <h2 id={id} className={titleClass}>
        {title}
      </h2>
      {lead ? <p className="section-lead">{lead}</p> : null}
      {children}
    </>
  );
  return (
    <section className={className} aria-labelledby={id}>
      {inner === undefined ? content : <div className={inner}>{content}</div>}
    </section>
  );
}
