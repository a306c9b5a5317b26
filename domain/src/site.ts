/**
 * The one typed configuration of mosque-specific values. Pages, functions and the seed
 * read these; nothing mosque-specific is written into a page. Replace the values here for another
 * mosque.
 */
export interface SiteConfig {
  /** Shown in the header, page titles and the web app manifest. */
  name: string;
  /** Urdu form of the name, shown when the interface language is Urdu. */
  nameUrdu: string;
  email: string;
  /** Display form of the phone number and the `tel:` form of it. */
  phone: { display: string; tel: string };
  /** WhatsApp number: display form and the digits for a wa.me link (country code, no plus). */
  whatsapp: { display: string; digits: string };
  address: string;
  /** The address in Urdu (empty: the English is shown). */
  addressUrdu: string;
  /** The home page's welcome text and the footer's about text, in English and Urdu. */
  welcome: { en: string; ur: string };
  footerAbout: { en: string; ur: string };
  social: { label: string; url: string };
  /** The hifz madrasa's name, in English and Urdu: printed on a sanad and on its verification. */
  madrasa: { en: string; ur: string };
  /** External contact form, embedded on /contact. */
  contactFormUrl: string;
  /** Fixed mosque coordinates in decimal degrees, used for sun and prayer times. */
  coordinates: { latitude: number; longitude: number };
  /** IANA time zone in which every date and time of the site is shown. */
  timeZone: 'Asia/Karachi';
  /**
   * Days added to the Umm al-Qura Hijri date to follow the local moon sighting (Pakistan's
   * Ruet-e-Hilal committee is often one day behind). Set by the committee each month if needed.
   */
  hijriOffsetDays: number;
  /** Recitation played by the home page's Quran audio player. */
  quranAudio: { title: string; url: string };
  /** Event-highlights video on the home page (YouTube id). */
  highlightsVideoId: string;
  /** Where the site is published; the base of share links and deep links. */
  websiteUrl: string;
  /**
   * The picture a shared link of a page shows (its Open Graph image) when the page has none of
   * its own: a path of the site (under web/public) or an address. PNG or JPEG, for WhatsApp.
   */
  shareImage: string;
}

export const site: SiteConfig = {
  name: 'Masjid Al-Noor',
  nameUrdu: 'مسجد النور',
  email: 'info@masjid-alnoor.example',
  phone: { display: '+92 21 3524 0000', tel: '+922135240000' },
  whatsapp: { display: '+92 300 000 0000', digits: '923000000000' },
  address: 'Khayaban-e-Shamsheer, Phase 8, Defence Housing Authority (DHA), Karachi, Pakistan',
  addressUrdu: 'خیابانِ شمشیر، فیز 8، ڈیفنس ہاؤسنگ اتھارٹی (ڈی ایچ اے)، کراچی، پاکستان',
  welcome: {
    en: 'Welcome to Masjid Al-Noor. Begin your day with the words of Allah: listen to a recitation and join us for prayer, learning and service.',
    ur: 'مسجد النور میں خوش آمدید۔ اپنے دن کا آغاز اللہ کے کلام سے کیجیے: تلاوت سنیے اور نماز، علم اور خدمت میں ہمارے ساتھ شامل ہوں۔',
  },
  footerAbout: {
    en: 'A community mosque in DHA Karachi: five daily jamats, Friday bayan, morning dars, hifz and nazra classes, and service to the neighbourhood.',
    ur: 'ڈی ایچ اے کراچی کی ایک محلّے کی مسجد: پانچ وقت کی جماعت، جمعہ کا بیان، صبح کا درس، حفظ و ناظرہ کی کلاسیں اور اہلِ محلّہ کی خدمت۔',
  },
  social: { label: 'Facebook', url: 'https://www.facebook.com/' },
  madrasa: {
    en: 'Madrasa Tahfeez-ul-Quran, Masjid Al-Noor',
    ur: 'مدرسہ تحفیظ القرآن، مسجد النور',
  },
  contactFormUrl: 'https://docs.google.com/forms/d/e/contact-form/viewform?embedded=true',
  coordinates: { latitude: 24.7915, longitude: 67.065 },
  timeZone: 'Asia/Karachi',
  hijriOffsetDays: 0,
  quranAudio: {
    title: 'Surah Ar-Rahman',
    url: 'https://server8.mp3quran.net/afs/055.mp3',
  },
  highlightsVideoId: 'ysz5S6PUM-U',
  websiteUrl: 'https://masjid-alnoor.web.app',
  shareImage: '/icons/icon-512.png',
};
