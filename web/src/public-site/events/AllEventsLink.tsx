import { Link } from 'react-router-dom';

/** The outlined 'See all events' button to /events, alone in a paragraph of `className`. */
export function AllEventsLink({ className, label }: { className: string; label: string }) {
  return (
    <p className={className}>
      <Link to="/events" className="btn btn-outline">
        {label}
      </Link>
    </p>
  );
}
