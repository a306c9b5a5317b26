import type { ReactNode } from 'react';

/**
 * A page that cannot show what it was opened for (a parent's link that opens nothing, a report
 * without its link): the failure, announced as an alert, and below it what the reader can do next
 * (`children`: a link back, a hint). `message` is already translated.
 */
export function PageFailure({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="container section">
      <p className="form-error" role="alert">
        {message}
      </p>
      {children}
    </div>
  );
}
