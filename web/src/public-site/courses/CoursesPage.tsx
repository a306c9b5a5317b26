import { Link } from 'react-router-dom';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { COURSES } from './courses.ts';
import './courses.css';

/**
 * The Courses page, /courses (menu of spec 2.1; its content is not specified): the mosque's
 * courses with schedule, ages and an enquiry link to /contact, and a pointer to the Noor After
 * Ramadan programme.
 */
export function CoursesPage() {
  return (
    <>
      <PageBanner
        title="Courses"
        lead="Learn the Quran and the deen at the mosque, from the first letters to tafseer."
      />
      <section className="container section">
        <ul className="grid courses-grid" role="list">
          {COURSES.map((course) => (
            <li key={course.id} className="card card-zoom course-card">
              <img
                className="card-media"
                src={course.image}
                alt={course.imageAlt}
                width={800}
                height={450}
                loading="lazy"
                decoding="async"
              />
              <div className="card-body">
                <h2>{course.title}</h2>
                <p>{course.summary}</p>
                <dl className="course-facts">
                  <div>
                    <dt>When</dt>
                    <dd>{course.schedule}</dd>
                  </div>
                  <div>
                    <dt>Who</dt>
                    <dd>{course.ages}</dd>
                  </div>
                </dl>
                <Link to="/contact" className="btn btn-outline course-enquire">
                  Enquire<span className="visually-hidden"> about {course.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="courses-note">
          Timings change in Ramadan and during the school holidays; please confirm with the mosque
          office.
        </p>
      </section>
      <section className="container courses-cta-section">
        <div className="courses-noor">
          <div>
            <h2>Noor After Ramadan</h2>
            <p>A programme to keep the good habits of Ramadan alive all year round.</p>
          </div>
          <Link to="/noor-after-ramadan" className="btn btn-gold">
            About the programme
          </Link>
        </div>
      </section>
    </>
  );
}
