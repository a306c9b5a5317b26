import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { NoorCallToAction } from './NoorCallToAction.tsx';
import './courses.css';

const HABITS: { title: string; text: string }[] = [
  {
    title: 'Weekly Quran circles',
    text: 'Every week, after Isha, we read a portion of the Quran together, correct our recitation and reflect on the meaning of a few verses.',
  },
  {
    title: 'Fasting on Mondays and Thursdays',
    text: 'The Prophet ﷺ used to fast on Mondays and Thursdays. We encourage one another and open the fast together when we can.',
  },
  {
    title: 'The six fasts of Shawwal',
    text: '“Whoever fasts Ramadan and follows it with six days of Shawwal, it is as if he had fasted the whole year” (Muslim). Start them soon after Eid.',
  },
  {
    title: 'Night prayer',
    text: 'Keep the taraweeh spirit with a few rak‘ahs of tahajjud before Fajr, even two, and come to the Fajr jamat at the mosque.',
  },
];

/**
 * The Noor After Ramadan page, /noor-after-ramadan: a post-Ramadan programme to keep the habits
 * of Ramadan, with a call to action to /contact.
 */
export function NoorAfterRamadanPage() {
  return (
    <>
      <PageBanner
        title="Noor After Ramadan"
        lead="Ramadan has ended, but its light need not fade. Keep its habits with us, week by week."
      />
      <div className="container section noor-layout">
        <img
          className="framed-image"
          src="/images/courses/noor-after-ramadan.webp"
          alt="Illustration of the phases of the moon above a mosque at night"
          width={800}
          height={450}
          decoding="async"
        />
        <div className="prose">
          <h2>Why this programme?</h2>
          <p>
            In Ramadan we wake before dawn, read the Quran every day, pray at night and give
            generously. Noor After Ramadan helps you carry these habits into the rest of the year,
            with small steps and good company.
          </p>
          <p>
            “The deeds most loved by Allah are those done regularly, even if they are few”
            (al-Bukhari and Muslim).
          </p>
        </div>
      </div>
      <section className="container section noor-habits" aria-labelledby="noor-habits-title">
        <h2 id="noor-habits-title" className="section-title">
          What We Do Together
        </h2>
        <ol className="noor-list" role="list">
          {HABITS.map((habit, i) => (
            <li key={habit.title} className="noor-item">
              <span className="noor-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{habit.title}</h3>
              <p>{habit.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <NoorCallToAction
        title="Join the programme"
        text="Open to brothers and sisters of all ages. Tell us you would like to take part."
        to="/contact"
        action="Contact us to join"
      />
    </>
  );
}
