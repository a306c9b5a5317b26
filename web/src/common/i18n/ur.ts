import { PRAYER_LABELS_URDU } from '@masjid/domain/jamat';
import type { CommonMessages } from './en.ts';

/** The shell and what every area shows: the `common` namespace in Urdu (see en.ts). */
export const commonUr: CommonMessages = {
  lang: {
    switchTo: 'English',
    switchLabel: 'Read in English (انگریزی میں پڑھیں)',
  },
  skip: 'مواد پر جائیں',
  header: {
    sunrise: 'طلوعِ آفتاب',
    sunset: 'غروبِ آفتاب',
    email: 'ای میل',
    phone: 'فون',
    openMenu: 'مینو کھولیں',
    closeMenu: 'مینو بند کریں',
    mainNav: 'مرکزی',
  },
  nav: {
    home: 'صفحۂ اول',
    spirituality: 'روحانیت و بیانات',
    bayan: 'بیان',
    naat: 'نعت',
    books: 'کتب',
    courses: 'کورسز',
    events: 'تقریبات',
    activities: 'سرگرمیاں',
    blog: 'بلاگ',
    services: 'خدمات',
    aboutUs: 'ہمارے بارے میں',
    aboutMosque: 'مسجد کا تعارف',
    contactUs: 'رابطہ کریں',
    login: 'لاگ اِن',
    hifzPortal: 'حفظ پورٹل',
  },
  footer: {
    quickLinks: 'اہم روابط',
    contact: 'رابطہ',
    follow: 'ہمیں فالو کریں',
    rights: 'جملہ حقوق محفوظ ہیں۔',
  },
  notifications: {
    title: 'اطلاعات',
    intro:
      'نئے بیانات، آنے والے پروگراموں اور جماعت کے اوقات میں تبدیلی کی اطلاع اس آلے پر حاصل کریں۔',
    turnOn: 'اطلاعات حاصل کریں',
    turnOff: 'اطلاعات بند کریں',
    working: 'براہِ کرم انتظار کریں…',
    on: 'اس آلے پر اطلاعات فعال ہیں۔',
    blocked:
      'اس ویب سائٹ کی اطلاعات براؤزر میں بند ہیں۔ اطلاعات کے لیے براؤزر کی سائٹ سیٹنگز میں اجازت دیں۔',
    dismissed: 'اطلاعات کی اجازت نہیں دی گئی۔ اگر آپ اطلاعات چاہتے ہیں تو بٹن دوبارہ دبائیں۔',
    unsupported: 'یہ براؤزر ویب سائٹس کی اطلاعات وصول نہیں کر سکتا۔',
    installFirst:
      'آئی فون اور آئی پیڈ پر پہلے اس سائٹ کو ہوم اسکرین پر شامل کریں (Share، پھر Add to Home Screen)، وہاں سے کھولیں اور بٹن دوبارہ دبائیں۔',
    offline: 'آپ آف لائن ہیں۔ انٹرنیٹ سے جڑ کر دوبارہ کوشش کریں۔',
    unavailable: 'اطلاعات اس وقت دستیاب نہیں۔ براہِ کرم بعد میں کوشش کریں۔',
    saveFailed: 'اس آلے کو اطلاعات کے لیے درج نہیں کیا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    offFailed: 'اطلاعات بند نہیں ہو سکیں۔ آن لائن ہو کر دوبارہ کوشش کریں۔',
  },
  pwa: {
    updateReady: 'اس ویب سائٹ کا نیا ورژن تیار ہے۔',
    reload: 'دوبارہ لوڈ کریں',
    later: 'بعد میں',
    staleShort: 'آف لائن: یہ اوقات پرانے ہو سکتے ہیں۔',
    staleTimings:
      'آف لائن: جماعت کے اوقات جیسے آخری بار {{when}} کو دیکھے گئے۔ یہ پرانے ہو سکتے ہیں۔',
  },
  prayer: {
    ...PRAYER_LABELS_URDU,
    notAvailable: 'دستیاب نہیں',
    error: 'وقت حاصل نہیں ہو سکا',
    loading: 'لوڈ ہو رہا ہے…',
    jamatTiming: 'اوقاتِ جماعت',
    jamat: 'جماعت',
    starts: 'اوّل وقت',
    startsNote: 'نماز کے اوّل اوقات مسجد کے مقام کے لیے حساب کیے گئے ہیں (کراچی طریقہ، حنفی عصر)۔',
    today: 'آج',
    hijri: 'ہجری',
    sunrise: 'طلوعِ آفتاب',
    sunset: 'غروبِ آفتاب',
    stripLabel: 'آج کے اوقاتِ جماعت',
  },
  signIn: {
    errors: {
      wrongCredentials: 'ای میل یا پاس ورڈ درست نہیں۔',
      disabled: 'یہ اکاؤنٹ بند کر دیا گیا ہے۔ انتظامیہ سے رابطہ کریں۔',
      tooManyAttempts: 'بہت زیادہ کوششیں ہو گئیں۔ چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
      offline: 'انٹرنیٹ سے رابطہ نہیں۔ اپنا کنکشن دیکھ کر دوبارہ کوشش کریں۔',
      failed: 'لاگ اِن نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    },
  },
  addresses: {
    description: '{{site}}: جماعت کے اوقات، بیانات، تقریبات، کتابیں اور حفظ پورٹل۔',
    titles: {
      event: 'تقریب',
      bayan: 'بیان',
      upcomingEvents: 'آنے والی تقریبات',
    },
  },
  pages: {
    bayanat: {
      playWord: 'سنیں:',
    },
    share: {
      button: 'شیئر کریں',
      copied: 'لنک کاپی ہو گیا۔ اسے واٹس ایپ، ایس ایم ایس یا ای میل میں پیسٹ کریں۔',
      copyThis: 'یہ لنک کاپی کریں:',
      linkLabel: 'اس بیان کا لنک',
    },
    pagination: {
      nav: 'صفحات',
      previous: 'پچھلا',
      next: 'اگلا',
      page: 'صفحہ {{n}}',
    },
    routeError: {
      title: 'یہ صفحہ دکھایا نہیں جا سکا',
      text: 'براہِ کرم اپنا کنکشن دیکھ کر دوبارہ کوشش کریں۔',
      retry: 'دوبارہ کوشش کریں',
      home: 'صفحۂ اول',
    },
    contact: {
      whatsapp: 'واٹس ایپ',
    },
    manifest: {
      description: '{{name}}، کراچی: اوقاتِ جماعت، بیانات، تقریبات اور حفظ پورٹل۔',
      fridayBayan: 'جمعہ کا بیان',
      events: 'تقریبات',
      hifzPortal: 'حفظ پورٹل',
    },
    video: {
      play: 'ویڈیو چلائیں',
    },
  },
  hall: {
    reminders: {
      legend: 'جماعت سے پہلے یاد دہانی',
      intro: 'جن نمازوں کو آپ چنیں، ان کی جماعت سے چند منٹ پہلے اطلاع پائیں۔',
      off: 'یاد دہانی نہیں',
      minutesBefore: '{{count}} منٹ پہلے',
      save: 'یاد دہانیاں محفوظ کریں',
      saving: 'محفوظ ہو رہی ہیں…',
      saved: 'یاد دہانیاں محفوظ ہو گئیں۔',
      failed: 'یاد دہانیاں محفوظ نہیں ہو سکیں۔ دوبارہ کوشش کریں۔',
    },
  },
  videos: {
    loading: 'لوڈ ہو رہا ہے…',
    error: 'ویڈیوز لوڈ نہیں ہو سکیں۔ براہِ کرم کچھ دیر بعد کوشش کریں۔',
    empty: {
      naat: 'ابھی کوئی نعت ویڈیو شامل نہیں کی گئی۔',
      bayan: 'ابھی کوئی ویڈیو بیان شامل نہیں کیا گیا۔',
    },
  },
  fieldProblems: {
    invalid: 'یہ خانہ دیکھیں: اس میں لکھا ہوا درست شکل میں نہیں۔',
  },
  notFound: {
    title: 'صفحہ نہیں ملا',
    text: 'جو صفحہ آپ ڈھونڈ رہے تھے وہ ہمیں نہیں ملا۔ ممکن ہے اس کا پتا بدل گیا ہو۔',
    home: 'صفحۂ اول پر جائیں',
    events: 'تقریبات دیکھیں',
  },
};
