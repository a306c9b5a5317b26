/**
 * Urdu titles and descriptions of some demo events and recordings (the optional `titleUr`/`descriptionUr`), so
 * the Urdu pages show both cases: an event written in Urdu, and one shown in English (marked
 * `lang="en"`) because the site admin wrote no Urdu.
 */
export const EVENT_URDU: Record<string, { titleUr: string; descriptionUr: string }> = {
  'family-night': {
    titleUr: 'فیملی نائٹ: صحابۂ کرامؓ کے واقعات',
    descriptionUr:
      'عشاء کے بعد پورے خاندان کے لیے ایک شام: بچوں کے لیے صحابۂ کرامؓ کے واقعات، والدین کے لیے قرآن کے ساتھ بچوں کی تربیت پر مختصر گفتگو، نشید اور کھانا۔ خواتین کے لیے الگ انتظام ہے۔',
  },
  'seerat-conference': {
    titleUr: 'سالانہ سیرت النبی ﷺ کانفرنس',
    descriptionUr:
      'کراچی کے علمائے کرام نبی کریم ﷺ کی حیاتِ طیبہ پر گفتگو کریں گے: گھریلو زندگی، بازار کے معاملات اور پڑوسیوں پر شفقت۔ ہمارے حفظ کے بچے نعت پیش کریں گے۔ عشاء کے بعد کھانا۔',
  },
  'dastar-bandi-ceremony': {
    titleUr: 'دستار بندی: تکمیلِ حفظ کی تقریب',
    descriptionUr:
      'ہمارے حفظ کے چھ طلبہ نے اس سال قرآنِ کریم حفظ مکمل کیا۔ ان کے اہلِ خانہ کے ساتھ دستار بندی اور دعا میں شریک ہوں۔',
  },
  'community-iftar': {
    titleUr: 'اجتماعی افطار',
    descriptionUr: 'اہلِ محلہ کے لیے مسجد میں اجتماعی افطار۔ سب کو دعوت ہے۔',
  },
  'eid-milan': {
    titleUr: 'عید ملن',
    descriptionUr: 'عید کے بعد اہلِ محلہ کی ملاقات، چائے اور بچوں کے لیے تحائف۔',
  },
};

/** Urdu titles of some demo recordings, by their English title (the rest stay English only). */
const RECORDING_URDU: Record<string, string> = {
  'The blessings of Friday': 'جمعہ کی برکات',
  'Patience in times of hardship': 'مشکل وقت میں صبر',
  'Rights of parents': 'والدین کے حقوق',
  'Honesty in trade': 'تجارت میں دیانت داری',
  'Tafseer of Surah Al-Fatiha': 'تفسیر سورۃ الفاتحہ',
  'Tafseer of Ayat al-Kursi': 'تفسیر آیت الکرسی',
  'Hadith on intentions': 'نیتوں کے بارے میں حدیث',
};

/** The optional `titleUr` of a demo recording: `{}` when it has none. */
export function recordingUrdu(title: string): { titleUr?: string } {
  const titleUr = RECORDING_URDU[title];
  return titleUr ? { titleUr } : {};
}
