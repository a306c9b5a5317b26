/**
 * Urdu titles and descriptions of the demo events and recordings (the optional `titleUr`/`descriptionUr`), so
 * the Urdu pages show what a mosque that writes both languages gets. One event is left in English
 * only (`blood-donation-camp`): the case of a site admin who wrote no Urdu, shown on the Urdu
 * pages marked `lang="en"` (tests/e2e/sweep-public.spec.ts checks that page). Event locations
 * have no Urdu field: they stay as typed, English inside the Urdu date line (TypedInline).
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
    descriptionUr:
      'عید کے بعد اہلِ محلہ کے خاندانوں کی ملاقات: شیر خرمہ، بچوں کے لیے کھیل اور ایک مختصر بیان۔ ہو سکے تو سب کے لیے ایک ڈش ساتھ لائیں۔',
  },
  'tafseer-course-surah-yaseen': {
    titleUr: 'دورۂ تفسیر: سورۂ یٰسین (اختتامی نشست)',
    descriptionUr:
      'سورۂ یٰسین پر چھ ہفتوں کے دورۂ تفسیر کی اختتامی نشست، اردو میں، آخر میں ایک گھنٹہ سوال و جواب۔ نشست کی ریکارڈنگ ہمارے چینل پر موجود ہے۔',
  },
  'winter-clothes-drive': {
    titleUr: 'تھر اور گلگت کے لیے سردیوں کے کپڑوں کی مہم',
    descriptionUr:
      'صاف ستھرے گرم کپڑے، کمبل اور جوتے مسجد کے دروازے پر جمع کروائیں۔ رضاکار انہیں تھرپارکر اور گلگت بلتستان کے خاندانوں کے لیے چھانٹ کر باندھیں گے۔ رضاکار حضرات رجسٹریشن کروا لیں تاکہ ڈیوٹیاں ترتیب دی جا سکیں۔',
  },
  'tafseer-course-surah-kahf': {
    titleUr: 'ہفتہ وار دورۂ تفسیر: سورۃ الکہف',
    descriptionUr:
      'ہر جمعہ بعد عشاء آٹھ ہفتوں کا نیا دورہ: سورۃ الکہف کے چار واقعات اور ہمارے زمانے کے لیے ان کے اسباق۔ اردو میں، ساتھ انگریزی نوٹس۔ خواتین اوپر کی گیلری سے شریک ہو سکتی ہیں۔',
  },
  'quran-competition': {
    titleUr: 'بچوں کا مقابلۂ حفظ و قراءت',
    descriptionUr:
      '6 سے 14 سال کے بچوں کے لیے حفظ اور قراءت کا مقابلہ، عمر کے لحاظ سے تین گروپ۔ ہر شریک بچے کے لیے انعام؛ جیتنے والے اگلی سیرت کانفرنس میں تلاوت کریں گے۔ رجسٹریشن مقابلے سے تین دن پہلے بند ہو جائے گی۔',
  },
  'youth-cricket-tournament': {
    titleUr: 'نوجوانوں کا کرکٹ ٹورنامنٹ',
    descriptionUr:
      '15 سے 25 سال کے نوجوانوں کا ٹیپ بال ٹورنامنٹ، آٹھ آٹھ کھلاڑیوں کی ٹیمیں۔ عصر اور مغرب کے وقت میچ روک کر نماز باجماعت ادا کی جائے گی۔ اپنی ٹیم کی رجسٹریشن ٹورنامنٹ سے پہلے والے جمعہ تک کروائیں۔',
  },
  'itikaf-registration': {
    titleUr: 'اعتکاف کی رجسٹریشن: رہنمائی کی نشست',
    descriptionUr:
      'رمضان کے آخری عشرے میں مسجد میں اعتکاف کے خواہش مند بھائیوں کے لیے رہنمائی کی نشست: صرف 40 افراد کی گنجائش ہے۔ اپنے شناختی کارڈ کی نقل ساتھ لائیں۔',
  },
};

/** Urdu titles of the demo recordings, by their English title. */
const RECORDING_URDU: Record<string, string> = {
  // Friday bayans.
  'The blessings of Friday': 'جمعہ کی برکات',
  'Patience in times of hardship': 'مشکل وقت میں صبر',
  'Rights of parents': 'والدین کے حقوق',
  'Honesty in trade': 'تجارت میں دیانت داری',
  'The life of the Prophet in Makkah': 'مکہ مکرمہ میں نبی کریم ﷺ کی زندگی',
  'Preparing for Ramadan': 'رمضان کی تیاری',
  'Gratitude for every blessing': 'ہر نعمت پر شکر',
  'Kindness to neighbours': 'پڑوسیوں کے ساتھ حسنِ سلوک',
  'The value of time': 'وقت کی قدر',
  'Keeping promises': 'وعدے کی پاسداری',
  'Seeking knowledge': 'علم کی طلب',
  'Modesty and good character': 'حیا اور حسنِ اخلاق',
  'Charity that never ends': 'صدقۂ جاریہ',
  'The Hijrah to Madinah': 'مدینہ منورہ کی طرف ہجرت',
  'Brotherhood in Islam': 'اسلامی بھائی چارہ',
  'Guarding the tongue': 'زبان کی حفاظت',
  'Caring for orphans': 'یتیموں کی کفالت',
  'Trust in Allah': 'اللہ پر توکل',
  'The Night Journey': 'واقعۂ معراج',
  'Humility of the companions': 'صحابۂ کرامؓ کی عاجزی',
  'Cleanliness is half of faith': 'صفائی نصف ایمان ہے',
  'Raising children with love': 'محبت کے ساتھ بچوں کی تربیت',
  'Forgiveness between people': 'آپس میں درگزر',
  'The last sermon': 'خطبۂ حجۃ الوداع',
  'Remembering death': 'موت کی یاد',
  'Hope in the mercy of Allah': 'اللہ کی رحمت سے امید',
  // Morning dars.
  'Tafseer of Surah Al-Fatiha': 'تفسیر سورۃ الفاتحہ',
  'Tafseer of Ayat al-Kursi': 'تفسیر آیت الکرسی',
  'Hadith on intentions': 'نیتوں کے بارے میں حدیث',
  'Morning and evening adhkar': 'صبح و شام کے اذکار',
  'Tafseer of Surah Al-Asr': 'تفسیر سورۃ العصر',
  'Hadith on mercy': 'رحم دلی کے بارے میں حدیث',
  'Manners of the masjid': 'مسجد کے آداب',
  'Tafseer of Surah Al-Ikhlas': 'تفسیر سورۃ الاخلاص',
  'Hadith on good speech': 'اچھی بات کے بارے میں حدیث',
  'The virtues of Fajr in congregation': 'فجر باجماعت کے فضائل',
  'Tafseer of Surah Al-Mulk, part one': 'تفسیر سورۃ الملک، حصہ اول',
  'Tafseer of Surah Al-Mulk, part two': 'تفسیر سورۃ الملک، حصہ دوم',
  'Hadith on patience': 'صبر کے بارے میں حدیث',
};

/** The optional `titleUr` of a demo recording: `{}` for a title the table does not have. */
export function recordingUrdu(title: string): { titleUr?: string } {
  const titleUr = RECORDING_URDU[title];
  return titleUr ? { titleUr } : {};
}
