/** A course offered at the mosque, as shown on the Courses page. */
export interface Course {
  id: string;
  title: string;
  summary: string;
  schedule: string;
  ages: string;
  image: string;
  imageAlt: string;
}

export const COURSES: Course[] = [
  {
    id: 'hifz',
    title: 'Hifz-ul-Quran',
    summary:
      'Memorisation of the whole Quran with daily lessons (sabaq), revision (sabqi and manzil) and a qari who follows each student closely.',
    schedule: 'Monday to Saturday, after Fajr and after Asr',
    ages: 'Boys and girls, 6 to 16',
    image: '/images/courses/hifz.webp',
    imageAlt: 'Illustration of an open Quran on a wooden rehal',
  },
  {
    id: 'nazra',
    title: 'Nazra Quran',
    summary:
      'Learning to read the Quran fluently from the Qaida onwards, letter by letter and word by word, with correct pronunciation.',
    schedule: 'Monday to Friday, after Asr (one hour)',
    ages: 'Children, 5 to 12',
    image: '/images/courses/nazra.webp',
    imageAlt: 'Illustration of a wooden takhti with Arabic letters',
  },
  {
    id: 'tajweed',
    title: 'Tajweed for Adults',
    summary:
      'For adults who want to improve their recitation: the makharij of the letters, the rules of tajweed and guided practice in small groups.',
    schedule: 'Saturday and Sunday, after Isha (45 minutes)',
    ages: 'Adults, all levels',
    image: '/images/courses/tajweed.webp',
    imageAlt: 'The Arabic word tajweed in calligraphy inside an arch',
  },
  {
    id: 'tafseer',
    title: 'Tafseer',
    summary:
      'Understanding the message of the Quran: the meaning of the verses, their context and their lessons for our lives today.',
    schedule: 'Friday, after Isha (25 minutes)',
    ages: 'Young people and adults',
    image: '/images/courses/tafseer.webp',
    imageAlt: 'The Arabic word tafseer in calligraphy inside an arch',
  },
  {
    id: 'arabic',
    title: 'Arabic Grammar Basics',
    summary:
      'A first course in nahw and sarf: nouns, verbs and sentence patterns, so that students begin to understand the Arabic of the Quran.',
    schedule: 'Saturday, after Maghrib (one hour)',
    ages: '14 and above',
    image: '/images/courses/arabic.webp',
    imageAlt: 'The Arabic word al-Arabiyyah in calligraphy inside an arch',
  },
  {
    id: 'islamic-studies',
    title: 'Islamic Studies for Children',
    summary:
      'Aqeedah, the pillars of Islam, wudu and salah, stories of the prophets, the seerah, duas and good manners, taught in an engaging way.',
    schedule: 'Sunday, 10:00 am to 12:00 noon',
    ages: 'Children, 7 to 13',
    image: '/images/courses/islamic-studies.webp',
    imageAlt: 'Illustration of a crescent and a star',
  },
];
