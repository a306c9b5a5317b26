/** The image cards of /about (fixed: the page makes no data calls). */
export interface AboutCard {
  id: string;
  title: string;
  text: string;
  image: string;
  imageAlt: string;
}

export const ABOUT_CARDS: AboutCard[] = [
  {
    id: 'history',
    title: 'Our History',
    text: 'The mosque was built by the residents of the neighbourhood and has grown with their support, from the daily prayers to classes, programmes and services for the community.',
    image: '/images/about/history.webp',
    imageAlt: 'Illustration of a mosque with domes and two minarets in warm sand colours',
  },
  {
    id: 'prayer-hall',
    title: 'The Prayer Hall',
    text: 'A calm, carpeted hall for the five daily jamats and Jumma, with separate wudu areas and space for the extra worshippers of Ramadan and Eid.',
    image: '/images/about/prayer-hall.webp',
    imageAlt: 'Illustration of three arches, a hanging lantern and a prayer mat',
  },
  {
    id: 'madrasa',
    title: 'The Madrasa',
    text: 'Children learn to read and memorise the Holy Quran with qualified qaris, and adults join weekly lessons in tafseer, tajweed and Arabic.',
    image: '/images/about/madrasa.webp',
    imageAlt: 'Illustration of an open Quran resting on a wooden rehal',
  },
  {
    id: 'community',
    title: 'Our Community',
    text: 'Families, students and elders of the area meet here. Together we run the Sasti Roti project, the food bank, funeral services and help for those in need.',
    image: '/images/about/community.webp',
    imageAlt: 'Illustration of a group of people standing together under a heart',
  },
];
