import { Link } from 'react-router-dom';
import { Card } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { COURSES } from './courses.ts';
import { NoorCallToAction } from './NoorCallToAction.tsx';
import './courses.css';

/**
 * The Courses page, /courses: the mosque's courses with schedule, ages and an enquiry link to
 * /contact, and a pointer to the Noor After Ramadan programme.
 */
export function CoursesPage() {
  return (
    <>
      <CardGridPage
        title="Courses"
        lead="Learn the Quran and the deen at the mosque, from the first letters to tafseer."
        listClassName="grid courses-grid"
        footer={
          <p className="courses-note">
            Timings change in Ramadan and during the school holidays; please confirm with the mosque
            office.
          </p>
        }
      >
        {COURSES.map((course) => (
          <Card
            key={course.id}
            className="card-zoom course-card"
            image={{ src: course.image, alt: course.imageAlt }}
          >
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
          </Card>
        ))}
      </CardGridPage>
      <NoorCallToAction
        title="Noor After Ramadan"
        text="A programme to keep the good habits of Ramadan alive all year round."
        to="/noor-after-ramadan"
        action="About the programme"
      />
    </>
  );
}
