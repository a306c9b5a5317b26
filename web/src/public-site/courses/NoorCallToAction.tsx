import { Link } from 'react-router-dom';
import './courses.css';

/**
 * The green band at the foot of the Courses and Noor After Ramadan pages: a heading, a line of
 * text and one gold button linking to `to`.
 */
export function NoorCallToAction({
  title,
  text,
  to,
  action,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <section className="container courses-cta-section">
      <div className="courses-noor">
        <div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
        <Link to={to} className="btn btn-gold">
          {action}
        </Link>
      </div>
    </section>
  );
}
