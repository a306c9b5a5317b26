import { PRAYER_LABELS } from '@masjid/domain/jamat';
import { adminEn } from './admin.en.ts';

/** English strings of the header, menus, footer and home page. */
export const en = {
  lang: { switchTo: 'اردو', switchLabel: 'اردو میں پڑھیں (Read in Urdu)' },
  skip: 'Skip to content',
  header: {
    sunrise: 'Sunrise',
    sunset: 'Sunset',
    email: 'E-mail',
    phone: 'Phone',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
  },
  nav: {
    home: 'Home',
    spirituality: 'Spirituality & Bayanat',
    bayan: 'Bayan',
    naat: 'Naat',
    books: 'Books',
    courses: 'Courses',
    events: 'Events',
    activities: 'Activities',
    blog: 'Blog',
    services: 'Services',
    aboutUs: 'About Us',
    aboutMosque: 'About Mosque',
    contactUs: 'Contact Us',
    login: 'Login',
    hifzPortal: 'Hifz Portal',
  },
  footer: {
    about:
      'A community mosque in DHA Karachi: five daily jamats, Friday bayan, morning dars, hifz and nazra classes, and service to the neighbourhood.',
    quickLinks: 'Quick links',
    contact: 'Contact',
    follow: 'Follow us',
    rights: 'All rights reserved.',
  },
  notifications: {
    title: 'Notifications',
    intro:
      'Get a notification on this device for new bayanat, upcoming events and changes to jamat times.',
    turnOn: 'Get notifications',
    turnOff: 'Turn off notifications',
    working: 'Please wait…',
    on: 'Notifications are on for this device.',
    blocked:
      "Notifications are blocked for this site. To get them, allow notifications in your browser's site settings.",
    dismissed: 'Notifications were not allowed. Press the button again if you want them.',
    unsupported: 'This browser cannot receive notifications from websites.',
    installFirst:
      'On iPhone and iPad, first add this site to your Home Screen (Share, then Add to Home Screen), open it from there and press the button again.',
    offline: 'You are offline. Connect to the internet and try again.',
    unavailable: 'Notifications are not available right now. Please try again later.',
    saveFailed: 'This device could not be registered for notifications. Please try again.',
    offFailed: 'Notifications could not be turned off. Please try again when you are online.',
  },
  pwa: {
    updateReady: 'A new version of this site is ready.',
    reload: 'Reload',
    later: 'Later',
    staleShort: 'Offline: these times may be out of date.',
    staleTimings: 'Offline: jamat times as last seen on {{when}}. They may be out of date.',
  },
  prayer: {
    ...PRAYER_LABELS,
    notAvailable: 'Not available',
    error: 'Error fetching time',
    loading: 'Loading…',
    jamatTiming: 'Jamat Timing',
    jamat: 'Jamat',
    starts: 'Begins',
    startsNote: 'Prayer start times are calculated for the mosque (Karachi method, Hanafi Asr).',
    today: 'Today',
    hijri: 'Hijri',
    sunrise: 'Sunrise',
    sunset: 'Sunset',
    stripLabel: 'Jamat times today',
  },
  home: {
    slideshowLabel: 'Highlights of the mosque',
    previous: 'Previous slide',
    next: 'Next slide',
    goToSlide: 'Go to slide {{n}}',
    slides: [
      {
        title: 'Welcome to {{site}}',
        text: 'Five daily jamats, Friday bayan and morning dars in the heart of DHA, Karachi.',
      },
      {
        title: 'Hifz and Nazra classes',
        text: 'Children memorise and read the Holy Quran with qualified qaris every day.',
      },
      {
        title: 'Serving the community',
        text: 'Sasti Roti, the food bank, funeral services and help for families in need.',
      },
    ],
    upcomingEvents: 'Upcoming Events',
    upcomingLead: 'Gatherings, classes and programmes coming up at the mosque.',
    upcoming: 'Upcoming',
    noEvents: 'No Events',
    noUpcoming: 'No Upcoming Events',
    registerNow: 'Register Now',
    allEvents: 'See all events',
    quranTitle: 'Listen to the Holy Quran',
    quranText:
      'Welcome to {{site}}. Begin your day with the words of Allah: listen to a recitation and join us for prayer, learning and service.',
    learnMore: 'Learn More',
    explore: 'Explore',
    tiles: {
      books: {
        title: 'Books',
        text: 'Read and download books on Seerah, salah, hadith and the Quran.',
      },
      bayan: { title: 'Bayan', text: 'Listen to the Friday bayan and the morning dars.' },
      naat: { title: 'Naat', text: 'Watch naats recited in praise of the Prophet ﷺ.' },
    },
    highlights: 'Event Highlights',
    highlightsLead: 'Moments from recent programmes at the mosque.',
  },
  admin: adminEn,
};

export type Messages = typeof en;
