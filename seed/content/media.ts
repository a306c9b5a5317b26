/**
 * Demo books and slides: their files (seed/media/, made by scripts/make-assets/) go into the media
 * store through the functions' own image pipeline (resized WebP + JPEG, like an upload), then their
 * documents, validated with the domain schemas. Works offline; fixed ids, so a re-seed replaces them.
 */
import { readFile } from 'node:fs/promises';
import type { Firestore } from 'firebase-admin/firestore';
import {
  BOOKS_COLLECTION,
  BOOK_COVER_FALLBACK_WIDTH,
  BOOK_COVER_WIDTHS,
  bookDocSchema,
} from '@masjid/domain/book';
import {
  SLIDES_COLLECTION,
  SLIDE_ASPECT,
  SLIDE_FALLBACK_WIDTH,
  SLIDE_WIDTHS,
  slideDocSchema,
} from '@masjid/domain/slide';
import { storeImage } from '../../functions/src/api/media-images.ts';
import type { MediaStore } from '../../functions/src/lib/media-store/types.ts';

/** The demo books, in their order: file stem in seed/media/books, titles and author. */
export const DEMO_BOOKS = [
  {
    file: 'life-of-the-prophet',
    title: 'The Life of the Prophet ﷺ',
    titleUr: 'سیرتِ نبوی ﷺ',
    author: 'Masjid Al-Noor Library',
  },
  {
    file: 'consequences-of-deeds',
    title: 'Consequences of Deeds',
    titleUr: 'اعمال کے نتائج',
    author: 'Masjid Al-Noor Library',
  },
  {
    file: 'quran-translation',
    title: 'The Holy Quran: Selected Surahs in English',
    titleUr: 'قرآن مجید: منتخب سورتیں (انگریزی ترجمہ)',
    author: 'Marmaduke Pickthall (translator)',
  },
  {
    file: 'importance-of-prayer',
    title: 'The Importance of Prayer',
    titleUr: 'نماز کی اہمیت',
    author: 'Masjid Al-Noor Library',
  },
  {
    file: 'forty-hadith-vol-1',
    title: 'Forty Hadith of Imam an-Nawawi, Volume 1',
    titleUr: 'اربعین نووی، حصہ اول',
    author: 'Imam an-Nawawi',
  },
  {
    file: 'forty-hadith-vol-2',
    title: 'Forty Hadith of Imam an-Nawawi, Volume 2',
    titleUr: 'اربعین نووی، حصہ دوم',
    author: 'Imam an-Nawawi',
  },
] as const;

/** The demo slides, in their order: file in seed/media/slides, alt text and caption. */
export const DEMO_SLIDES = [
  {
    file: 'slide-1.webp',
    altEn: 'The mosque at dusk, its dome and minaret lit against the evening sky',
    altUr: 'شام کے وقت مسجد، روشن گنبد اور مینار',
    headingEn: 'Welcome to Masjid Al-Noor',
    headingUr: 'مسجد النور میں خوش آمدید',
    captionEn: 'Five daily jamats, Friday bayan and morning dars in the heart of DHA, Karachi.',
    captionUr: 'ڈی ایچ اے کراچی کے قلب میں پانچ وقت کی جماعت، جمعہ کا بیان اور صبح کا درس۔',
  },
  {
    file: 'slide-2.webp',
    altEn: 'An open Quran on a wooden stand',
    altUr: 'لکڑی کی رحل پر کھلا ہوا قرآن مجید',
    headingEn: 'Hifz and Nazra classes',
    headingUr: 'حفظ و ناظرہ کی کلاسیں',
    captionEn: 'Children memorise and read the Holy Quran with qualified qaris every day.',
    captionUr: 'بچے روزانہ مستند قاری صاحبان سے قرآن مجید حفظ اور ناظرہ پڑھتے ہیں۔',
  },
  {
    file: 'slide-3.webp',
    altEn: 'Volunteers handing out bread and food parcels',
    altUr: 'رضاکار روٹی اور راشن کے تھیلے تقسیم کر رہے ہیں',
    headingEn: 'Serving the community',
    headingUr: 'خدمتِ خلق',
    captionEn: 'Sasti Roti, the food bank, funeral services and help for families in need.',
    captionUr: 'سستی روٹی، فوڈ بینک، تجہیز و تکفین اور ضرورت مند خاندانوں کی مدد۔',
  },
] as const;

const media = (path: string) => readFile(new URL(`../media/${path}`, import.meta.url));

/** Writes the demo books and slides (files, then documents); returns how many of each. */
export async function seedMediaContent(
  db: Firestore,
  store: MediaStore,
): Promise<{ books: number; slides: number }> {
  const createdAt = '2026-01-01T00:00:00.000Z';
  const books = await Promise.all(
    DEMO_BOOKS.map(async ({ file, ...fields }, order) => {
      const id = `demo-book-${file}`;
      const folder = `${BOOKS_COLLECTION}/${id}`;
      const pdfBytes = await media(`books/${file}.pdf`);
      const pdfPath = `${folder}/seed-pdf.pdf`;
      await store.put(pdfPath, pdfBytes, 'application/pdf');
      const cover = await storeImage(
        store,
        await media(`books/${file}-cover.webp`),
        { widths: BOOK_COVER_WIDTHS, fallbackWidth: BOOK_COVER_FALLBACK_WIDTH },
        { folder, name: 'seed-cover', field: 'cover' },
      );
      const data = bookDocSchema.parse({
        ...fields,
        order,
        pdf: { url: store.downloadUrl(pdfPath), path: pdfPath, size: pdfBytes.length },
        cover,
        createdAt,
      });
      return { id, data };
    }),
  );
  const slides = await Promise.all(
    DEMO_SLIDES.map(async ({ file, ...fields }, order) => {
      const id = `demo-${file.replace(/\.webp$/, '')}`;
      const image = await storeImage(
        store,
        await media(`slides/${file}`),
        { widths: SLIDE_WIDTHS, fallbackWidth: SLIDE_FALLBACK_WIDTH, aspect: SLIDE_ASPECT },
        { folder: `${SLIDES_COLLECTION}/${id}`, name: 'seed-image', field: 'image' },
      );
      return { id, data: slideDocSchema.parse({ ...fields, order, image, createdAt }) };
    }),
  );
  const batch = db.batch();
  for (const { id, data } of books) batch.set(db.collection(BOOKS_COLLECTION).doc(id), data);
  for (const { id, data } of slides) batch.set(db.collection(SLIDES_COLLECTION).doc(id), data);
  await batch.commit();
  return { books: books.length, slides: slides.length };
}
