/** A static sample post of /blog (three posts, author 'By Admin', placeholder text). */
export interface BlogPost {
  id: string;
  title: string;
  /** ISO date (a sample date). */
  date: string;
  author: string;
  excerpt: string;
  image: string;
  imageAlt: string;
}

export const POSTS: BlogPost[] = [
  {
    id: 'ramadan-reflections',
    title: 'Keeping the Light of Ramadan',
    date: '2025-04-05',
    author: 'By Admin',
    excerpt:
      'Ramadan leaves us with good habits: early mornings, a daily portion of Quran and a generous hand. A few simple ways to keep them going through the year.',
    image: '/images/blog/ramadan-reflections.webp',
    imageAlt: 'Illustration of a glowing lantern on a night-blue patterned background',
  },
  {
    id: 'good-neighbour',
    title: 'Being a Good Neighbour',
    date: '2025-02-14',
    author: 'By Admin',
    excerpt:
      'The Prophet ﷺ stressed the rights of neighbours again and again. Sample text: how small acts of kindness on our street build a caring community.',
    image: '/images/blog/good-neighbour.webp',
    imageAlt: 'Illustration of four figures standing together under a red heart',
  },
  {
    id: 'seeking-knowledge',
    title: 'Seeking Knowledge at Every Age',
    date: '2025-01-10',
    author: 'By Admin',
    excerpt:
      'It is never too late to learn. Sample text: the classes at the mosque for children, young people and adults, and how to join them.',
    image: '/images/blog/seeking-knowledge.webp',
    imageAlt: 'Illustration of a book with a star ornament and a reed pen',
  },
];
