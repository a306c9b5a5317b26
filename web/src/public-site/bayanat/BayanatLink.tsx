import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The outlined button under a bayan page's content that leads back to a listing (`to`), in its
 * own paragraph; `className` is `bayan-empty` where the paragraph is centred on its own.
 */
export function BayanatLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <Link to={to} className="btn btn-outline">
        {children}
      </Link>
    </p>
  );
}
