/**
 * Demo content of the text pages (`contentEntries`, @masjid/domain/content): the About page and
 * its cards, the Noor After Ramadan programme and its habits, the boys' Eid gathering, the blog
 * posts, activities, courses and services. Sample texts for a demo mosque; a real mosque replaces
 * them in the admin area (/manage-content). A picture's `src` here is its file under
 * seed/media/content; the seed uploads it and puts the stored address in its place (./pictures.ts).
 */
import type { ContentEntryData } from '@masjid/domain/content';

/** One demo entry and its fixed document id (so a re-seed overwrites it). */
export interface DemoContentEntry {
  id: string;
  data: ContentEntryData;
}

const WHATSAPP_URL = 'https://wa.me/923000000000';

/** Entries of one kind, ordered as listed (order 10, 20, ...), id `{kind}-{slug}`. */
function entries(
  kind: ContentEntryData['kind'],
  items: Omit<ContentEntryData, 'kind' | 'order'>[],
): DemoContentEntry[] {
  return items.map((item, i) => ({
    id: `${kind}-${item.slug}`,
    data: { kind, order: (i + 1) * 10, ...item },
  }));
}

const PAGES = entries('page', [
  {
    slug: 'about',
    title: {
      en: 'A House of Prayer for the Neighbourhood',
      ur: 'محلے کے لیے عبادت کا گھر',
    },
    summary: {
      en: 'Masjid Al-Noor, Khayaban-e-Shamsheer, Phase 8, Defence Housing Authority (DHA), Karachi, Pakistan',
      ur: 'مسجد النور، خیابانِ شمشیر، فیز 8، ڈیفنس ہاؤسنگ اتھارٹی، کراچی',
    },
    body: {
      en: 'Masjid Al-Noor is a community mosque serving the families of Defence Housing Authority, Karachi. Its doors are open for the five daily prayers, the Friday prayer and bayan, the morning dars, classes for children and adults, and service to everyone in need.',
      ur: 'مسجد النور ڈیفنس ہاؤسنگ اتھارٹی، کراچی کے خاندانوں کی خدمت کرنے والی محلے کی مسجد ہے۔ اس کے دروازے پانچوں نمازوں، جمعہ کی نماز اور بیان، صبح کے درس، بچوں اور بڑوں کی کلاسوں اور ہر ضرورت مند کی خدمت کے لیے کھلے ہیں۔',
    },
  },
  {
    slug: 'noor-after-ramadan',
    title: { en: 'Why this programme?', ur: 'یہ پروگرام کیوں؟' },
    summary: {
      en: 'Ramadan has ended, but its light need not fade. Keep its habits with us, week by week.',
      ur: 'رمضان ختم ہو گیا، مگر اس کی روشنی ماند نہ پڑے۔ ہفتہ بہ ہفتہ اس کی عادتیں ہمارے ساتھ قائم رکھیں۔',
    },
    body: {
      en: 'In Ramadan we wake before dawn, read the Quran every day, pray at night and give generously. Noor After Ramadan helps you carry these habits into the rest of the year, with small steps and good company.\n\n“The deeds most loved by Allah are those done regularly, even if they are few” (al-Bukhari and Muslim).',
    },
    image: {
      src: 'courses/noor-after-ramadan.webp',
      alt: { en: 'Illustration of the phases of the moon above a mosque at night' },
    },
  },
  {
    slug: 'eid-gathering',
    title: { en: 'Eid Gathering for Boys', ur: 'لڑکوں کے لیے عید ملن' },
    summary: {
      en: 'An afternoon of games, activities, food and Eid cheer for boys after Ramadan, with a short talk and Maghrib prayer together.',
    },
    details: {
      en: 'Date: Sunday, 20 April 2025\nTime: From 4:00 pm until Maghrib\nVenue: A mosque in DHA Phase 8, Karachi\nAges: 6–14 years\nFee: Rs. 1,000\nWho can join: Defence and Clifton residents only',
    },
    image: {
      src: 'fixed-events/eid-gathering.webp',
      alt: { en: 'Illustration of a glowing lantern with the words Eid Gathering' },
    },
    link: {
      url: 'https://docs.google.com/forms/d/e/eid-gathering-boys/viewform',
      label: { en: 'Registration form', ur: 'رجسٹریشن فارم' },
    },
    linkUntil: '2025-04-20',
  },
]);

const BLOG = entries('blog', [
  {
    slug: 'ramadan-reflections',
    title: { en: 'Keeping the Light of Ramadan', ur: 'رمضان کی روشنی قائم رکھنا' },
    date: '2025-04-05',
    details: { en: 'By Admin', ur: 'منجانب ایڈمن' },
    summary: {
      en: 'Ramadan leaves us with good habits: early mornings, a daily portion of Quran and a generous hand. A few simple ways to keep them going through the year.',
      ur: 'رمضان ہمیں اچھی عادتیں دے جاتا ہے: صبح سویرے اٹھنا، روزانہ قرآن کا کچھ حصہ اور کھلا ہاتھ۔ سال بھر انہیں قائم رکھنے کے چند آسان طریقے۔',
    },
    image: {
      src: 'blog/ramadan-reflections.webp',
      alt: { en: 'Illustration of a glowing lantern on a night-blue patterned background' },
    },
  },
  {
    slug: 'good-neighbour',
    title: { en: 'Being a Good Neighbour', ur: 'اچھا پڑوسی بننا' },
    date: '2025-02-14',
    details: { en: 'By Admin', ur: 'منجانب ایڈمن' },
    summary: {
      en: 'The Prophet ﷺ stressed the rights of neighbours again and again. Sample text: how small acts of kindness on our street build a caring community.',
    },
    image: {
      src: 'blog/good-neighbour.webp',
      alt: { en: 'Illustration of four figures standing together under a red heart' },
    },
  },
  {
    slug: 'seeking-knowledge',
    title: { en: 'Seeking Knowledge at Every Age', ur: 'ہر عمر میں علم کی طلب' },
    date: '2025-01-10',
    details: { en: 'By Admin', ur: 'منجانب ایڈمن' },
    summary: {
      en: 'It is never too late to learn. Sample text: the classes at the mosque for children, young people and adults, and how to join them.',
    },
    image: {
      src: 'blog/seeking-knowledge.webp',
      alt: { en: 'Illustration of a book with a star ornament and a reed pen' },
    },
  },
]);

const ABOUT_CARDS = entries('about', [
  {
    slug: 'history',
    title: { en: 'Our History', ur: 'ہماری تاریخ' },
    summary: {
      en: 'The mosque was built by the residents of the neighbourhood and has grown with their support, from the daily prayers to classes, programmes and services for the community.',
      ur: 'یہ مسجد محلے کے رہنے والوں نے تعمیر کی اور انہی کے تعاون سے پروان چڑھی: پنج وقتہ نماز سے لے کر کلاسوں، پروگراموں اور اہلِ محلہ کی خدمت تک۔',
    },
    image: {
      src: 'about/history.webp',
      alt: {
        en: 'Illustration of a mosque with domes and two minarets in warm sand colours',
        ur: 'ریتیلے رنگوں میں گنبدوں اور دو میناروں والی مسجد کی تصویر',
      },
    },
  },
  {
    slug: 'prayer-hall',
    title: { en: 'The Prayer Hall', ur: 'نماز ہال' },
    summary: {
      en: 'A calm, carpeted hall for the five daily jamats and Jumma, with separate wudu areas and space for the extra worshippers of Ramadan and Eid.',
      ur: 'پانچوں وقت کی جماعت اور جمعہ کے لیے قالین بچھا پُرسکون ہال، وضو کی الگ جگہیں، اور رمضان اور عید کے زیادہ نمازیوں کے لیے گنجائش۔',
    },
    image: {
      src: 'about/prayer-hall.webp',
      alt: {
        en: 'Illustration of three arches, a hanging lantern and a prayer mat',
        ur: 'تین محرابوں، لٹکتی قندیل اور جائے نماز کی تصویر',
      },
    },
  },
  {
    slug: 'madrasa',
    title: { en: 'The Madrasa', ur: 'مدرسہ' },
    summary: {
      en: 'Children learn to read and memorise the Holy Quran with qualified qaris, and adults join weekly lessons in tafseer, tajweed and Arabic.',
      ur: 'بچے مستند قاری صاحبان سے قرآنِ مجید پڑھنا اور حفظ کرنا سیکھتے ہیں، اور بڑے تفسیر، تجوید اور عربی کے ہفتہ وار اسباق میں شریک ہوتے ہیں۔',
    },
    image: {
      src: 'about/madrasa.webp',
      alt: {
        en: 'Illustration of an open Quran resting on a wooden rehal',
        ur: 'لکڑی کی رحل پر رکھے کھلے قرآنِ مجید کی تصویر',
      },
    },
  },
  {
    slug: 'community',
    title: { en: 'Our Community', ur: 'ہماری برادری' },
    summary: {
      en: 'Families, students and elders of the area meet here. Together we run the Sasti Roti project, the food bank, funeral services and help for those in need.',
      ur: 'علاقے کے خاندان، طلبہ اور بزرگ یہاں ملتے ہیں۔ مل جل کر ہم سستی روٹی، فوڈ بینک، جنازے کی خدمات اور ضرورت مندوں کی مدد کا انتظام کرتے ہیں۔',
    },
    image: {
      src: 'about/community.webp',
      alt: {
        en: 'Illustration of a group of people standing together under a heart',
        ur: 'ایک دل کے نیچے اکٹھے کھڑے لوگوں کی تصویر',
      },
    },
  },
]);

const NOOR_HABITS = entries('noor', [
  {
    slug: 'weekly-quran-circles',
    title: { en: 'Weekly Quran circles', ur: 'ہفتہ وار قرآن حلقے' },
    summary: {
      en: 'Every week, after Isha, we read a portion of the Quran together, correct our recitation and reflect on the meaning of a few verses.',
    },
  },
  {
    slug: 'monday-thursday-fasts',
    title: { en: 'Fasting on Mondays and Thursdays', ur: 'پیر اور جمعرات کے روزے' },
    summary: {
      en: 'The Prophet ﷺ used to fast on Mondays and Thursdays. We encourage one another and open the fast together when we can.',
    },
  },
  {
    slug: 'six-fasts-of-shawwal',
    title: { en: 'The six fasts of Shawwal', ur: 'شوال کے چھ روزے' },
    summary: {
      en: '“Whoever fasts Ramadan and follows it with six days of Shawwal, it is as if he had fasted the whole year” (Muslim). Start them soon after Eid.',
    },
  },
  {
    slug: 'night-prayer',
    title: { en: 'Night prayer', ur: 'رات کی نماز' },
    summary: {
      en: 'Keep the taraweeh spirit with a few rak‘ahs of tahajjud before Fajr, even two, and come to the Fajr jamat at the mosque.',
    },
  },
]);

const ACTIVITIES = entries('activity', [
  {
    slug: 'hifz-nazra',
    title: { en: 'Hifz and Nazra Classes', ur: 'حفظ و ناظرہ کلاسیں' },
    details: { en: 'Daily classes for children', ur: 'بچوں کے لیے روزانہ کلاسیں' },
    summary: {
      en: 'Children learn to read the Holy Quran correctly (nazra) and memorise it (hifz) with qualified qaris, at a pace that suits each child.',
    },
    image: {
      src: 'activities/hifz-nazra.webp',
      alt: { en: 'Illustration of a wooden takhti with the first letters of the Arabic alphabet' },
    },
  },
  {
    slug: 'tafseer',
    title: { en: 'Tafseer Quran', ur: 'تفسیرِ قرآن' },
    details: { en: 'Friday after Isha · 25 minutes', ur: 'جمعہ بعد عشاء · 25 منٹ' },
    summary: {
      en: 'A short weekly explanation of the Quran, verse by verse, with its context and its lessons for daily life.',
    },
    image: {
      src: 'activities/tafseer.webp',
      alt: { en: 'Illustration of a green book with a star ornament and a reed pen' },
    },
  },
  {
    slug: 'dars',
    title: { en: 'Dars-e-Quran', ur: 'درسِ قرآن' },
    details: { en: 'Sunday after Zuhr · 20 minutes', ur: 'اتوار بعد ظہر · 20 منٹ' },
    summary: {
      en: 'A brief lesson from the Quran after the Sunday Zuhr prayer, open to everyone in the congregation.',
    },
    image: {
      src: 'activities/dars.webp',
      alt: { en: 'Illustration of a mosque minbar with steps and a small dome' },
    },
  },
  {
    slug: 'consulting',
    title: { en: 'Consulting Service', ur: 'مشاورتی خدمت' },
    details: { en: 'Daily from Asr to Isha', ur: 'روزانہ عصر تا عشاء' },
    summary: {
      en: 'Come and talk in confidence about religious questions, family matters or personal difficulties, and receive guidance.',
    },
    image: {
      src: 'activities/consulting.webp',
      alt: { en: 'Illustration of two speech bubbles' },
    },
  },
  {
    slug: 'youth',
    title: { en: 'Youth Mentoring Program', ur: 'نوجوانوں کی رہنمائی کا پروگرام' },
    details: { en: 'One Saturday a month after Isha', ur: 'مہینے میں ایک ہفتہ، بعد عشاء' },
    summary: {
      en: 'Young people meet mentors for discussion, guidance and companionship, with sport and outings through the year. Call or WhatsApp for details.',
    },
    image: {
      src: 'activities/youth.webp',
      alt: { en: 'Illustration of a cricket bat, ball and stumps' },
    },
    link: { url: WHATSAPP_URL, label: { en: 'WhatsApp', ur: 'واٹس ایپ' } },
  },
]);

const COURSES = entries('course', [
  {
    slug: 'hifz',
    title: { en: 'Hifz-ul-Quran', ur: 'حفظ القرآن' },
    summary: {
      en: 'Memorisation of the whole Quran with daily lessons (sabaq), revision (sabqi and manzil) and a qari who follows each student closely.',
    },
    details: {
      en: 'When: Monday to Saturday, after Fajr and after Asr\nWho: Boys and girls, 6 to 16',
      ur: 'کب: پیر تا ہفتہ، بعد فجر اور بعد عصر\nکون: لڑکے اور لڑکیاں، 6 تا 16 سال',
    },
    image: {
      src: 'courses/hifz.webp',
      alt: { en: 'Illustration of an open Quran on a wooden rehal' },
    },
  },
  {
    slug: 'nazra',
    title: { en: 'Nazra Quran', ur: 'ناظرہ قرآن' },
    summary: {
      en: 'Learning to read the Quran fluently from the Qaida onwards, letter by letter and word by word, with correct pronunciation.',
    },
    details: { en: 'When: Monday to Friday, after Asr (one hour)\nWho: Children, 5 to 12' },
    image: {
      src: 'courses/nazra.webp',
      alt: { en: 'Illustration of a wooden takhti with Arabic letters' },
    },
  },
  {
    slug: 'tajweed',
    title: { en: 'Tajweed for Adults', ur: 'بڑوں کے لیے تجوید' },
    summary: {
      en: 'For adults who want to improve their recitation: the makharij of the letters, the rules of tajweed and guided practice in small groups.',
    },
    details: { en: 'When: Saturday and Sunday, after Isha (45 minutes)\nWho: Adults, all levels' },
    image: {
      src: 'courses/tajweed.webp',
      alt: { en: 'The Arabic word tajweed in calligraphy inside an arch' },
    },
  },
  {
    slug: 'tafseer',
    title: { en: 'Tafseer', ur: 'تفسیر' },
    summary: {
      en: 'Understanding the message of the Quran: the meaning of the verses, their context and their lessons for our lives today.',
    },
    details: { en: 'When: Friday, after Isha (25 minutes)\nWho: Young people and adults' },
    image: {
      src: 'courses/tafseer.webp',
      alt: { en: 'The Arabic word tafseer in calligraphy inside an arch' },
    },
  },
  {
    slug: 'arabic',
    title: { en: 'Arabic Grammar Basics', ur: 'عربی گرامر کی بنیادیں' },
    summary: {
      en: 'A first course in nahw and sarf: nouns, verbs and sentence patterns, so that students begin to understand the Arabic of the Quran.',
    },
    details: { en: 'When: Saturday, after Maghrib (one hour)\nWho: 14 and above' },
    image: {
      src: 'courses/arabic.webp',
      alt: { en: 'The Arabic word al-Arabiyyah in calligraphy inside an arch' },
    },
  },
  {
    slug: 'islamic-studies',
    title: { en: 'Islamic Studies for Children', ur: 'بچوں کے لیے اسلامیات' },
    summary: {
      en: 'Aqeedah, the pillars of Islam, wudu and salah, stories of the prophets, the seerah, duas and good manners, taught in an engaging way.',
    },
    details: { en: 'When: Sunday, 10:00 am to 12:00 noon\nWho: Children, 7 to 13' },
    image: {
      src: 'courses/islamic-studies.webp',
      alt: { en: 'Illustration of a crescent and a star' },
    },
  },
]);

const SERVICES = entries('service', [
  {
    slug: 'helpingpoor',
    title: { en: 'Helping the Poor', ur: 'غریبوں کی مدد' },
    summary: {
      en: 'Affordable bread, a food bank, medical help, shelter and clothing for families in need.',
      ur: 'ضرورت مند خاندانوں کے لیے سستی روٹی، فوڈ بینک، طبی مدد، رہائش اور کپڑے۔',
    },
    body: {
      en: 'Caring for those in need is part of our faith. With the support of the community the mosque runs these projects throughout the year.\n\n## Sasti Roti\nFresh rotis at a low, fixed price for labourers, drivers and families, so that no one goes hungry because of the cost of bread.\n\n## Food Bank\nMonthly ration bags of flour, rice, lentils, oil and sugar for registered families, given quietly and with dignity.\n\n## Medical Assistance\nHelp with the cost of medicines, tests and treatment for patients who cannot afford them, with referrals to trusted doctors and hospitals.\n\n## Shelter and Clothing\nBlankets and warm clothes in winter, clothes for Eid, and help with rent or urgent repairs for families facing hardship.\n\n##\nYour zakat, sadaqah and time keep these projects running. Contact the mosque office to donate, volunteer or refer a family in need.',
      ur: 'ضرورت مندوں کا خیال رکھنا ہمارے دین کا حصہ ہے۔ اہلِ محلہ کے تعاون سے مسجد سال بھر یہ منصوبے چلاتی ہے۔\n\n## سستی روٹی\nمزدوروں، ڈرائیوروں اور خاندانوں کے لیے کم اور مقررہ قیمت پر تازہ روٹی، تاکہ روٹی مہنگی ہونے کی وجہ سے کوئی بھوکا نہ رہے۔\n\n## فوڈ بینک\nرجسٹرڈ خاندانوں کے لیے ہر مہینے آٹے، چاول، دال، تیل اور چینی کا راشن، خاموشی اور عزت کے ساتھ۔\n\n## طبی امداد\nجو مریض دوا، ٹیسٹ اور علاج کا خرچ نہیں اٹھا سکتے ان کی مدد، اور قابلِ اعتماد ڈاکٹروں اور اسپتالوں کی طرف رہنمائی۔\n\n## رہائش اور لباس\nسردیوں میں کمبل اور گرم کپڑے، عید کے کپڑے، اور مشکل میں گھرے خاندانوں کے لیے کرائے یا فوری مرمت میں مدد۔\n\n##\nآپ کی زکوٰۃ، صدقات اور وقت سے یہ منصوبے چلتے ہیں۔ عطیہ دینے، رضاکار بننے یا کسی ضرورت مند خاندان کی نشاندہی کے لیے مسجد کے دفتر سے رابطہ کریں۔',
    },
    image: {
      src: 'services/helping-poor.webp',
      alt: {
        en: 'Illustration of a cooking pot with steam beside a stack of rotis',
        ur: 'روٹیوں کے ڈھیر کے پاس بھاپ اڑاتی دیگ کی تصویر',
      },
    },
  },
  {
    slug: 'mosquedev',
    title: { en: 'Mosque Development', ur: 'مسجد کی تعمیر و ترقی' },
    summary: {
      en: 'Help us maintain and improve the mosque through donations, volunteering and your skills.',
      ur: 'عطیات، رضاکارانہ خدمت اور اپنی مہارت سے مسجد کی دیکھ بھال اور بہتری میں ہمارا ساتھ دیں۔',
    },
    body: {
      en: 'The mosque belongs to its community. Keeping it clean, safe and welcoming, and growing it for the next generation, is a shared trust and a continuing charity.\n\n## Financial Contributions\nDonations pay for upkeep, utilities, the madrasa and new projects. Every contribution is recorded, and accounts are available to donors on request.\n\n## Volunteering\nHelp with cleaning, managing the crowds at Jumma and in Ramadan, setting up iftar, or supporting events and classes.\n\n## Professional Services\nEngineers, electricians, accountants, doctors, teachers and IT professionals can give a few hours of their expertise to the mosque and its projects.\n\n##\nTo contribute or volunteer, please contact the mosque office or speak to the imam after any prayer.',
      ur: 'مسجد اہلِ محلہ کی ہے۔ اسے صاف ستھرا، محفوظ اور پُرسکون رکھنا اور اگلی نسل کے لیے آگے بڑھانا ہم سب کی مشترکہ امانت اور صدقۂ جاریہ ہے۔\n\n## مالی تعاون\nعطیات سے مسجد کی دیکھ بھال، بجلی پانی کے بل، مدرسہ اور نئے منصوبے چلتے ہیں۔ ہر عطیہ درج کیا جاتا ہے، اور عطیہ دینے والے حضرات درخواست پر حسابات دیکھ سکتے ہیں۔\n\n## رضاکارانہ خدمت\nصفائی، جمعہ اور رمضان میں نمازیوں کے انتظام، افطار کی تیاری، یا پروگراموں اور کلاسوں میں ہاتھ بٹائیں۔\n\n## پیشہ ورانہ خدمات\nانجینئر، الیکٹریشن، اکاؤنٹنٹ، ڈاکٹر، اساتذہ اور آئی ٹی کے ماہرین اپنی مہارت کے چند گھنٹے مسجد اور اس کے منصوبوں کو دے سکتے ہیں۔\n\n##\nتعاون یا رضاکارانہ خدمت کے لیے مسجد کے دفتر سے رابطہ کریں، یا کسی بھی نماز کے بعد امام صاحب سے بات کریں۔',
    },
    image: {
      src: 'services/mosque-development.webp',
      alt: {
        en: 'Illustration of a mosque beside a construction crane',
        ur: 'تعمیراتی کرین کے ساتھ مسجد کی تصویر',
      },
    },
  },
  {
    slug: 'funeral',
    title: { en: 'Funeral Services', ur: 'جنازے کی خدمات' },
    summary: {
      en: 'Support for bereaved families: transport, ghusal, kafan and the janaza salah.',
      ur: 'سوگوار خاندانوں کی مدد: میت کی منتقلی، غسل، کفن اور نمازِ جنازہ۔',
    },
    body: {
      en: 'When a loved one passes away, the mosque helps the family carry out the last rites according to the Sunnah, calmly and without delay.\n\n## Transport\nAn ambulance for carrying the deceased from the hospital or home to the mosque and on to the graveyard.\n\n## Ghusal\nThe ritual washing of the deceased by trained volunteers, men for men and women for women, in a clean and private room.\n\n## Kafan\nThe shroud and everything needed for it, provided by the mosque, free of charge for families who cannot afford it.\n\n## Janaza Salah\nThe funeral prayer led at the mosque, usually after the next jamat, with an announcement to the community so that many can attend.\n\n##\nFor help at any hour, call or message the mosque; the contact details are on the Contact Us page.',
      ur: 'کسی عزیز کے انتقال پر مسجد اہلِ خانہ کی مدد کرتی ہے، تاکہ آخری رسومات سنت کے مطابق، سکون سے اور بلا تاخیر ادا ہوں۔\n\n## میت کی منتقلی\nمیت کو اسپتال یا گھر سے مسجد اور پھر قبرستان تک لے جانے کے لیے ایمبولینس۔\n\n## غسل\nتربیت یافتہ رضاکاروں کے ہاتھوں میت کا غسل، مرد کو مرد اور خاتون کو خواتین، ایک صاف اور الگ کمرے میں۔\n\n## کفن\nکفن اور اس کا سارا ضروری سامان مسجد کی طرف سے، اور جو خاندان استطاعت نہ رکھتے ہوں ان کے لیے بلا معاوضہ۔\n\n## نمازِ جنازہ\nنمازِ جنازہ مسجد میں، عموماً اگلی جماعت کے بعد، اور اہلِ محلہ کو اعلان کے ذریعے اطلاع، تاکہ زیادہ سے زیادہ لوگ شریک ہو سکیں۔\n\n##\nکسی بھی وقت مدد کے لیے مسجد کو فون یا پیغام کریں؛ رابطے کی تفصیلات "رابطہ کریں" کے صفحے پر ہیں۔',
    },
    image: {
      src: 'services/funeral.webp',
      alt: {
        en: 'Calligraphy of the Arabic verse Inna lillahi wa inna ilayhi raji‘un inside an arch',
        ur: 'محراب کے اندر آیت "إنا لله وإنا إليه راجعون" کی خطاطی',
      },
    },
  },
  {
    slug: 'quranclasses',
    title: { en: 'Quran Classes', ur: 'قرآن کلاسیں' },
    summary: {
      en: 'Learn to read, memorise and understand the Holy Quran, for children and adults.',
      ur: 'بچوں اور بڑوں کے لیے قرآنِ مجید پڑھنا، حفظ کرنا اور سمجھنا۔',
    },
    body: {
      en: 'Our Quran classes teach correct recitation, memorisation and understanding, and help every student grow closer to Allah.\n\n## Spiritual Development\nDaily time with the Quran builds a living connection with Allah, brings calm to the heart and makes prayer more meaningful.\n\n## Knowledge\nStudents learn tajweed, the meaning of what they recite, and the basic rulings of worship from qualified teachers.\n\n## Character\nThe teachers encourage the manners of the Quran: truthfulness, patience, respect for parents and care for others.\n\n##\nSee the Courses page for class times, or contact us to enrol.',
      ur: 'ہماری قرآن کلاسوں میں درست تلاوت، حفظ اور فہم سکھایا جاتا ہے، تاکہ ہر طالب علم اللہ سے اور قریب ہو۔\n\n## روحانی تربیت\nروزانہ قرآن کے ساتھ وقت گزارنے سے اللہ سے زندہ تعلق بنتا ہے، دل کو سکون ملتا ہے اور نماز میں دل لگتا ہے۔\n\n## علم\nطلبہ مستند اساتذہ سے تجوید، جو کچھ تلاوت کرتے ہیں اس کا مطلب، اور عبادات کے بنیادی مسائل سیکھتے ہیں۔\n\n## اخلاق\nاساتذہ قرآن کے آداب کی ترغیب دیتے ہیں: سچائی، صبر، والدین کا احترام اور دوسروں کا خیال۔\n\n##\nکلاسوں کے اوقات "کورسز" کے صفحے پر دیکھیں، یا داخلے کے لیے ہم سے رابطہ کریں۔',
    },
    image: {
      src: 'services/quran-classes.webp',
      alt: {
        en: 'Illustration of an open Quran on a wooden rehal',
        ur: 'لکڑی کی رحل پر کھلے قرآنِ مجید کی تصویر',
      },
    },
  },
]);

/** Every demo content entry. */
export const DEMO_CONTENT: DemoContentEntry[] = [
  ...PAGES,
  ...BLOG,
  ...ABOUT_CARDS,
  ...NOOR_HABITS,
  ...ACTIVITIES,
  ...COURSES,
  ...SERVICES,
];
