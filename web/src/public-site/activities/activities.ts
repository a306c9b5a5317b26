/** One regular activity of the mosque, shown on /activities. */
export interface Activity {
  id: string;
  title: string;
  /** When it takes place, as shown on the card. */
  when: string;
  description: string;
  image: string;
  imageAlt: string;
  /** Show the call and WhatsApp links of the site configuration. */
  contact?: boolean;
}

export const ACTIVITIES: Activity[] = [
  {
    id: 'hifz-nazra',
    title: 'Hifz and Nazra Classes',
    when: 'Daily classes for children',
    description:
      'Children learn to read the Holy Quran correctly (nazra) and memorise it (hifz) with qualified qaris, at a pace that suits each child.',
    image: '/images/activities/hifz-nazra.webp',
    imageAlt: 'Illustration of a wooden takhti with the first letters of the Arabic alphabet',
  },
  {
    id: 'tafseer',
    title: 'Tafseer Quran',
    when: 'Friday after Isha · 25 minutes',
    description:
      'A short weekly explanation of the Quran, verse by verse, with its context and its lessons for daily life.',
    image: '/images/activities/tafseer.webp',
    imageAlt: 'Illustration of a green book with a star ornament and a reed pen',
  },
  {
    id: 'dars',
    title: 'Dars-e-Quran',
    when: 'Sunday after Zuhr · 20 minutes',
    description:
      'A brief lesson from the Quran after the Sunday Zuhr prayer, open to everyone in the congregation.',
    image: '/images/activities/dars.webp',
    imageAlt: 'Illustration of a mosque minbar with steps and a small dome',
  },
  {
    id: 'consulting',
    title: 'Consulting Service',
    when: 'Daily from Asr to Isha',
    description:
      'Come and talk in confidence about religious questions, family matters or personal difficulties, and receive guidance.',
    image: '/images/activities/consulting.webp',
    imageAlt: 'Illustration of two speech bubbles',
  },
  {
    id: 'youth',
    title: 'Youth Mentoring Program',
    when: 'One Saturday a month after Isha',
    description:
      'Young people meet mentors for discussion, guidance and companionship, with sport and outings through the year. Call or WhatsApp for details.',
    image: '/images/activities/youth.webp',
    imageAlt: 'Illustration of a cricket bat, ball and stumps',
    contact: true,
  },
];
