// Generates the site's illustrations under web/public/images, and the demo slides, book covers
// and text-page pictures under seed/media (the seed loads them into the media store; the video
// posters' stills are made by videos.mjs). Run from the repository root:  node scripts/make-assets/images.mjs
// Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH), ImageMagick's `convert` with WebP, and
// the Debian fonts-noto-core fonts. Output is deterministic apart from the encoder's version.
import { PAL, bookCover, cardScene, duskScene, quranScene, serviceScene } from './art.mjs';
import { withRenderer, writeWebp } from './render.mjs';

const OUT = 'web/public/images';
const KB = 1024;

/** One illustration: where it goes, its size, its byte budget and its SVG. */
const jobs = [];
const add = (path, w, h, maxKB, svg, out = OUT) =>
  jobs.push({ path: `${out}/${path}`, w, h, max: maxKB * KB, svg });

// Demo slides of the home slideshow, 1280x540: the functions resize them (seed/content/media.ts).
const SEED_MEDIA = 'seed/media';
{
  const [w, h, maxKB, focus] = [1280, 540, 60, 0.66];
  const slide = (n, svg) => add(`slides/slide-${n}.webp`, w, h, maxKB, svg, SEED_MEDIA);
  slide(1, () => duskScene(w, h, { mosqueX: focus, seed: 11 }));
  slide(2, () => quranScene(w, h, { bookX: focus }));
  slide(3, () => serviceScene(w, h, { focusX: focus }));
}

// Event images used by the seed data: each its own colour and motif, with a title word.
const event = (name, o) =>
  add(`events/${name}.webp`, 800, 450, 35, () => cardScene(800, 450, { layout: 'side', ...o }));
event('eid-milan', {
  bg: [PAL.g7, PAL.g9],
  motif: 'crescent',
  fg: PAL.gold3,
  title: 'Eid Milan',
  arabic: 'عيد مبارك',
});
event('iftar', {
  bg: ['#e89a5a', '#6e3556'],
  motif: 'iftar',
  fg: '#4a2c14',
  light: '#ffe2a8',
  glow: '#ffd9a0',
  title: 'Iftar',
  arabic: 'إفطار',
  pattern: 'rosette',
});
event('quran-competition', {
  bg: ['#0f4c5c', '#062f3a'],
  motif: 'trophy',
  fg: PAL.gold,
  light: PAL.gold3,
  title: 'Quran\nCompetition',
  arabic: 'مسابقة القرآن',
  pattern: 'lattice',
});
event('seerat-conference', {
  bg: ['#efe3c2', '#cfb57a'],
  motif: 'greenDome',
  fg: PAL.g9,
  light: PAL.gold,
  patternColor: PAL.g7,
  titleColor: PAL.g9,
  title: 'Seerat\nConference',
  arabic: 'السيرة النبوية',
});
event('youth-cricket', {
  bg: ['#2f8f4e', '#145c32'],
  motif: 'cricket',
  fg: PAL.g9,
  light: '#f7f1df',
  patternColor: '#ffffff',
  pattern: 'lattice',
  title: 'Youth\nCricket',
  arabic: 'شباب',
});
event('family-night', {
  bg: ['#2b2150', '#120d28'],
  motif: 'lantern',
  fg: PAL.gold,
  light: PAL.gold3,
  glow: PAL.gold3,
  title: 'Family\nNight',
  arabic: 'ليلة الأسرة',
  pattern: 'rosette',
});
event('tafseer-course', {
  bg: ['#6b1f2a', '#3a0e16'],
  motif: 'bookPen',
  fg: PAL.g7,
  light: PAL.gold3,
  title: 'Tafseer\nCourse',
  arabic: 'تفسير القرآن',
});
event('blood-drive', {
  bg: ['#faf1ec', '#ead2c8'],
  motif: 'drop',
  fg: '#c0262d',
  light: '#b3232a',
  patternColor: '#b3232a',
  patternOpacity: 0.12,
  glow: '#ffffff',
  titleColor: '#7a1d22',
  title: 'Blood\nDrive',
  arabic: 'تبرع بالدم',
  pattern: 'rosette',
});
event('winter-drive', {
  bg: ['#2a5f8f', '#0f2a47'],
  motif: 'winter',
  fg: '#dff1ff',
  light: '#dff1ff',
  patternColor: '#dff1ff',
  title: 'Winter\nDrive',
  arabic: 'كسوة الشتاء',
});
event('itikaf', {
  bg: ['#13304d', '#061a2c'],
  motif: 'arches',
  fg: PAL.gold,
  light: PAL.gold3,
  title: 'I‘tikaf',
  arabic: 'اعتكاف',
  pattern: 'lattice',
});

// The boys' Eid gathering page's picture: demo content (seed/media/content).
add(
  'fixed-events/eid-gathering.webp',
  800,
  450,
  35,
  () =>
    cardScene(800, 450, {
      layout: 'side',
      bg: ['#107556', '#06382a'],
      motif: 'lantern',
      fg: PAL.gold,
      light: PAL.gold3,
      glow: PAL.gold3,
      title: 'Eid\nGathering',
      arabic: 'عيد سعيد',
      pattern: 'rosette',
    }),
  `${SEED_MEDIA}/content`,
);

// Home tiles (books, bayan, naat) and the Quran player's picture.
const tile = (name, o) => add(`tiles/${name}.webp`, 600, 400, 30, () => cardScene(600, 400, o));
tile('books', {
  bg: ['#f3e6c4', '#d8bd82'],
  motif: 'books',
  patternColor: PAL.g7,
  glow: '#ffffff',
  scale: 1.05,
});
tile('bayan', {
  bg: ['#173d5c', '#0a2036'],
  motif: 'minbar',
  fg: '#e9dcb8',
  light: PAL.gold,
  pattern: 'lattice',
});
tile('naat', {
  bg: [PAL.g7, PAL.g9],
  motif: 'mic',
  fg: PAL.gold3,
  light: '#ffffff',
  pattern: 'rosette',
});
add('home/quran.webp', 800, 450, 35, () => quranScene(800, 450, { bookX: 0.5 }));

// Inner pages' pictures, motif cards without words (the page gives the heading): demo content,
// so under seed/media/content (the seed uploads them as the content editor does).
const CONTENT_MEDIA = `${SEED_MEDIA}/content`;
const card = (path, o) => add(path, 800, 450, 35, () => cardScene(800, 450, o), CONTENT_MEDIA);
const cream = ['#f6ecd2', '#dcc28a'];
card('about/history.webp', {
  bg: ['#e2c892', '#a8834a'],
  motif: 'mosque',
  fg: '#3b2a12',
  light: '#f6e7bf',
  patternColor: '#3b2a12',
  patternOpacity: 0.1,
  glow: '#fff3d0',
  ground: '#3b2a12',
});
card('about/prayer-hall.webp', {
  bg: [PAL.g7, PAL.g9],
  motif: 'arches',
  fg: PAL.gold,
  light: PAL.gold3,
  pattern: 'lattice',
});
card('about/madrasa.webp', {
  bg: cream,
  motif: 'quran',
  patternColor: PAL.g7,
  patternOpacity: 0.12,
  glow: '#ffffff',
  scale: 0.95,
});
card('about/community.webp', {
  bg: ['#107556', '#0a4a37'],
  motif: 'people',
  fg: PAL.g9,
  light: PAL.gold3,
  pattern: 'rosette',
});

card('blog/ramadan-reflections.webp', {
  bg: ['#2b2150', '#120d28'],
  motif: 'lantern',
  fg: PAL.gold,
  light: PAL.gold3,
  glow: PAL.gold3,
  pattern: 'stars',
});
card('blog/good-neighbour.webp', {
  bg: ['#edc977', '#c98a3a'],
  motif: 'people',
  fg: '#5e3b1a',
  light: '#fff7e0',
  patternColor: '#5e3b1a',
  patternOpacity: 0.12,
  pattern: 'rosette',
});
card('blog/seeking-knowledge.webp', {
  bg: cream,
  motif: 'bookPen',
  fg: PAL.g7,
  light: PAL.gold,
  patternColor: PAL.g7,
  patternOpacity: 0.12,
  glow: '#ffffff',
});

card('services/helping-poor.webp', {
  bg: ['#f4e4b8', '#deb764'],
  motif: 'food',
  fg: '#3a2a1a',
  light: '#ffffff',
  patternColor: PAL.g7,
  patternOpacity: 0.1,
  glow: '#ffffff',
  pattern: 'rosette',
});
card('services/mosque-development.webp', {
  bg: ['#8fc1d4', '#3f7f9c'],
  motif: 'crane',
  fg: PAL.g9,
  light: PAL.gold3,
  patternColor: '#ffffff',
  patternOpacity: 0.14,
  ground: PAL.g9,
});
card('services/funeral.webp', {
  bg: ['#3b4a46', '#1b2624'],
  motif: 'calligraphy',
  light: '#e8e1cf',
  patternColor: '#e8e1cf',
  patternOpacity: 0.08,
  c: { word: 'إنا لله', size: 46, dy: -2, word2: 'وإنا إليه راجعون', size2: 28 },
});
card('services/quran-classes.webp', {
  bg: [PAL.g7, PAL.g9],
  motif: 'quran',
  c: { cover: '#7b2230' },
  scale: 0.95,
});

card('activities/hifz-nazra.webp', {
  bg: cream,
  motif: 'takhti',
  patternColor: PAL.g7,
  patternOpacity: 0.12,
  glow: '#ffffff',
  c: { bg: '#e8d5a4' },
});
card('activities/tafseer.webp', {
  bg: ['#6b1f2a', '#3a0e16'],
  motif: 'bookPen',
  fg: PAL.g7,
  light: PAL.gold3,
});
card('activities/dars.webp', {
  bg: [PAL.g7, PAL.g9],
  motif: 'minbar',
  fg: '#e9dcb8',
  light: PAL.gold,
  pattern: 'lattice',
});
card('activities/consulting.webp', {
  bg: ['#0f4c5c', '#062f3a'],
  motif: 'speech',
  fg: PAL.gold3,
  light: '#f7f1df',
  pattern: 'rosette',
});
card('activities/youth.webp', {
  bg: ['#1d3557', '#0d1b2e'],
  motif: 'cricket',
  fg: PAL.g9,
  light: '#f7f1df',
  pattern: 'stars',
});

card('courses/hifz.webp', { bg: [PAL.g7, PAL.g9], motif: 'quran', scale: 0.95 });
// The same picture behind the hifz portal's sign-in page: part of the design, not of the content.
add('courses/hifz.webp', 800, 450, 35, () =>
  cardScene(800, 450, { bg: [PAL.g7, PAL.g9], motif: 'quran', scale: 0.95 }),
);
card('courses/nazra.webp', {
  bg: ['#107556', '#0a4a37'],
  motif: 'takhti',
  c: { bg: '#0d5e46' },
  pattern: 'rosette',
});
card('courses/tajweed.webp', {
  bg: ['#0f4c5c', '#062f3a'],
  motif: 'calligraphy',
  light: PAL.gold3,
  pattern: 'lattice',
  c: { word: 'تجويد', size: 64, dy: 16 },
});
card('courses/tafseer.webp', {
  bg: ['#6b1f2a', '#3a0e16'],
  motif: 'calligraphy',
  light: PAL.gold3,
  c: { word: 'تفسير', size: 64, dy: 16 },
});
card('courses/arabic.webp', {
  bg: ['#1d3557', '#0d1b2e'],
  motif: 'calligraphy',
  light: '#f2e6c4',
  pattern: 'rosette',
  c: { word: 'العربية', size: 56, dy: 14 },
});
card('courses/islamic-studies.webp', {
  bg: cream,
  motif: 'crescent',
  fg: PAL.g7,
  patternColor: PAL.g7,
  patternOpacity: 0.12,
  glow: '#ffffff',
});
card('courses/noor-after-ramadan.webp', {
  bg: ['#13304d', '#061a2c'],
  motif: 'phases',
  fg: PAL.g9,
  light: PAL.gold3,
  glow: PAL.gold3,
  pattern: 'stars',
});

// Demo book covers, 300x420.
const cover = (name, o) =>
  add(`books/${name}-cover.webp`, 300, 420, 25, () => bookCover(o), SEED_MEDIA);
cover('life-of-the-prophet', {
  color: [PAL.g7, PAL.g9],
  arabic: 'السيرة النبوية',
  title: 'The Life of the\nProphet ﷺ',
  subtitle: 'An introduction to the Seerah',
});
cover('consequences-of-deeds', {
  color: ['#7b2230', '#3a0e16'],
  arabic: 'جزاء الأعمال',
  title: 'Consequences\nof Deeds',
  subtitle: 'Reward and accountability',
  kind: 'lattice',
});
cover('quran-translation', {
  color: ['#1d4d3a', '#0b2a1f'],
  arabic: 'القرآن الكريم',
  title: 'The Holy Quran',
  subtitle: 'Selected surahs in English',
  kind: 'rosette',
});
cover('importance-of-prayer', {
  color: ['#1d3557', '#0d1b2e'],
  arabic: 'الصلاة',
  title: 'The Importance\nof Prayer',
  subtitle: 'Salah in the Quran and Sunnah',
});
cover('forty-hadith-vol-1', {
  color: ['#6a4824', '#2e1d0c'],
  arabic: 'الأربعون النووية',
  title: 'Forty Hadith\nVolume I',
  subtitle: 'of Imam an-Nawawi',
  kind: 'lattice',
});
cover('forty-hadith-vol-2', {
  color: ['#2f5c5c', '#122626'],
  arabic: 'الأربعون النووية',
  title: 'Forty Hadith\nVolume II',
  subtitle: 'of Imam an-Nawawi',
  kind: 'lattice',
});

const only = process.argv[2];
await withRenderer(async (render) => {
  let over = 0;
  for (const job of jobs) {
    if (only && !job.path.includes(only)) continue;
    const png = await render(job.svg(), job.w, job.h);
    if (writeWebp(png, job.path, { maxBytes: job.max }) > job.max) over++;
  }
  if (over) {
    console.error(`${over} image(s) over budget`);
    process.exitCode = 1;
  }
});
