/**
 * The words of a sanad's one-page PDF (functions/src/hifz/sanad/sanad-pdf.ts), in Arabic, Urdu
 * and English on the same page: the Arabic sanad line, the title, the sentence that certifies the
 * completion, the teachers, the issue date and the verify line. Names are the owner's (as typed,
 * in any script); dates in the Karachi calendar, Urdu with Western digits (intl-locale.ts).
 */
import { dateTimeFormat, intlLocale } from './intl-locale.ts';
import type { SanadAnswer } from './sanad.ts';

/** The Arabic line at the sanad's head. */
export const SANAD_ARABIC_LINE = 'شهادة إتمام حفظ القرآن الكريم';

/** The Basmala above it. */
export const BASMALA = 'بسم الله الرحمن الرحيم';

const DAY_FORMAT = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** `YYYY-MM-DD` (or an ISO instant, taken in Karachi) as a written date in `lang`. */
export function sanadDate(value: string, lang: 'en' | 'ur'): string {
  const day = value.length > 10 ? karachiDayOf(value) : value;
  return dateTimeFormat(intlLocale(lang), DAY_FORMAT).format(Date.parse(`${day}T00:00:00Z`));
}

function karachiDayOf(instant: string): string {
  return dateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(Date.parse(instant));
}

/** One language's words of the certificate. */
export interface SanadWords {
  madrasa: string;
  title: string;
  /** The sentence that certifies the completion, with the name and the date. */
  certifies: string;
  teachers: string;
  issued: string;
  verify: string;
  /** The captions under the two signature lines: the principal's (mohtamim) and the teacher's. */
  signatures: [string, string];
}

/** The certificate's words in Urdu and English (the Arabic line is SANAD_ARABIC_LINE). */
export function sanadWords(
  sanad: Pick<SanadAnswer, 'studentName' | 'completedOn' | 'teachers' | 'madrasa' | 'issuedAt'>,
): Record<'en' | 'ur', SanadWords> {
  const names = (sep: string) => sanad.teachers.map((t) => t.name).join(sep);
  return {
    ur: {
      madrasa: sanad.madrasa.ur || sanad.madrasa.en,
      title: 'سندِ حفظِ قرآنِ کریم',
      certifies: `تصدیق کی جاتی ہے کہ ${sanad.studentName} نے ${sanadDate(sanad.completedOn, 'ur')} کو قرآنِ کریم کا حفظ مکمل کیا۔`,
      // The colon and commas stand apart: a name may be in Latin letters, and the PDF sets
      // punctuation between runs of two scripts as a word of its own.
      teachers: `${sanad.teachers.length > 1 ? 'اساتذہ' : 'استاد'} : ${names(' ، ')}`,
      issued: `تاریخِ اجرا ${sanadDate(sanad.issuedAt, 'ur')}`,
      signatures: ['دستخط مہتمم', 'دستخط استاد'],
      verify: 'تصدیق کے لیے QR کوڈ اسکین کیجیے',
    },
    en: {
      madrasa: sanad.madrasa.en,
      title: 'Sanad: completion of the hifz of the Holy Quran',
      certifies: `This is to certify that ${sanad.studentName} completed the memorisation of the Holy Quran on ${sanadDate(sanad.completedOn, 'en')}.`,
      teachers: `${sanad.teachers.length > 1 ? 'Teachers' : 'Teacher'}: ${names(', ')}`,
      issued: `Issued on ${sanadDate(sanad.issuedAt, 'en')}`,
      signatures: ['Principal', 'Teacher'],
      verify: 'Scan the QR code to verify this sanad',
    },
  };
}
