import { PRAYER_LABELS } from '@masjid/domain/jamat';

/**
 * The shell and what every area shows: the `common` namespace in English (header, menus, footer,
 * language switch, notifications, the prayer times strip, the update offer, the page head,
 * sharing, pagination, the error and not-found pages, sign-in errors and the API's refusals). Its
 * Urdu twin is ur.ts; web/src/app/i18n/index.ts loads each as a chunk of its own, when first
 * needed.
 */
export const commonEn = {
  lang: {
    switchTo: 'اردو',
    switchLabel: 'اردو میں پڑھیں (Read in Urdu)',
  },
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
  signIn: {
    errors: {
      wrongCredentials: 'Wrong e-mail or password.',
      disabled: 'This account has been disabled. Contact the organization.',
      tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
      offline: 'No connection. Check your internet and try again.',
      failed: 'Sign-in failed. Please try again.',
    },
  },
  addresses: {
    /** The meta description of every page; `site` is the mosque's name. */
    description: '{{site}}: jamat timings, bayanat, events, books and the hifz portal.',
    titles: {
      event: 'Event',
      bayan: 'Bayan',
      upcomingEvents: 'Upcoming Events',
    },
  },
  pages: {
    bayanat: {
      playWord: 'Play:',
    },
    share: {
      button: 'Share',
      copied: 'Link copied. Paste it into WhatsApp, SMS or e-mail.',
      copyThis: 'Copy this link:',
      linkLabel: 'Link to this bayan',
    },
    pagination: {
      nav: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{n}}',
    },
    routeError: {
      title: 'This page could not be shown',
      text: 'Please check your connection and try again.',
      retry: 'Try again',
      home: 'Home',
    },
    contact: {
      whatsapp: 'WhatsApp',
    },
    manifest: {
      description: '{{name}}, Karachi: jamat timings, bayanat, events and the hifz portal.',
      fridayBayan: 'Friday bayan',
      events: 'Events',
      hifzPortal: 'Hifz portal',
    },
    video: {
      play: 'Play video',
    },
  },
  hall: {
    reminders: {
      legend: 'Reminders before jamat',
      intro: 'Get a notification a few minutes before the jamat of the prayers you choose.',
      off: 'No reminder',
      minutesBefore: '{{count}} minutes before',
      save: 'Save reminders',
      saving: 'Saving…',
      saved: 'Reminders saved.',
      failed: 'The reminders could not be saved. Please try again.',
    },
  },
  videos: {
    loading: 'Loading…',
    error: 'The videos could not be loaded. Please try again later.',
    empty: {
      naat: 'No naat videos have been added yet.',
      bayan: 'No video bayans have been added yet.',
    },
  },
  /** A field the shared schemas refused, when the form has no message of its own for it. */
  fieldProblems: {
    invalid: 'Check this field: it is not in the form expected.',
  },
  notFound: {
    title: 'Page not found',
    text: 'We could not find the page you were looking for. It may have moved.',
    home: 'Go to the home page',
    events: 'See events',
  },
};

/** The shape of the `common` namespace in every language. */
export type CommonMessages = typeof commonEn;
