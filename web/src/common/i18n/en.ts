import { PRAYER_LABELS } from '@masjid/domain/jamat';
import type { ApiErrorCode, ApiErrorReason } from '@masjid/domain/api-error';
import type { FieldProblemCode } from '@masjid/domain/field-problems';

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
    /** Before the e-mail of the account signed in on this device. */
    signedInAs: 'Signed in:',
    /** The way back to the site administration for a signed-in site admin. */
    backToAdmin: 'Site admin',
    /** The way back to the hifz portal's dashboard for a signed-in owner, qari or student. */
    backToPortal: 'Hifz portal',
  },
  nav: {
    home: 'Home',
    timetable: 'Prayer Times',
    ramadan: 'Ramadan',
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
    donate: 'Donate',
  },
  giving: {
    causes: {
      zakat: 'Zakat',
      sadaqah: 'Sadaqah and general donations',
      upkeep: 'Mosque upkeep',
      madrasa: 'The madrasa',
    },
    wallets: {
      jazzcash: 'JazzCash',
      easypaisa: 'Easypaisa',
    },
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
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    busy: 'Signing in…',
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
      /** Before a recording's length, shown before it is played. */
      length: 'Length',
    },
    share: {
      button: 'Share',
      copied: 'Link copied. Paste it into WhatsApp, SMS or e-mail.',
      copyThis: 'Copy this link:',
      linkLabel: 'Link to this page',
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
      hallScreen: 'Hall screen',
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
  /**
   * Why an API call failed, in the reader's words (common/api/api-messages.ts): by the API's reason
   * (every one of domain/src/api-error.ts), else by its kind, else generic. Never the API's English.
   */
  apiErrors: {
    generic: 'Something went wrong. Please try again.',
    offline: 'No connection. Check your internet and try again.',
    unreadable: 'The server sent an answer this page cannot read. Reload the page and try again.',
    byCode: {
      'bad-request': 'The server refused what was sent. Check it and try again.',
      unauthenticated: 'You are signed out. Sign in again.',
      forbidden: 'Your account may not do this.',
      'not-found': 'This was not found. It may have been deleted.',
      'method-not-allowed': 'This cannot be done here. Reload the page.',
      gone: 'This is no longer available.',
      conflict: 'This clashes with something already saved.',
      'payload-too-large': 'What was sent is too large.',
      'unsupported-media-type': 'The server cannot read what was sent. Reload the page.',
      'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
      internal: 'Something went wrong on our side. Please try again.',
    } satisfies Record<ApiErrorCode, string>,
    reasons: {
      'invalid-input': 'Some fields are missing or invalid.',
      'invalid-json': 'The server could not read what was sent. Please try again.',
      'json-required': 'The server could not read what was sent. Reload the page.',
      'multipart-required': 'The server could not read what was sent. Reload the page.',
      'multipart-malformed': 'The server could not read what was sent. Please try again.',
      'body-too-large': 'What was sent is too large.',
      'query-too-long': 'This address is too long.',
      'unknown-query-key': 'This address asks for something the site does not know.',
      'invalid-idempotency-key': 'The server could not read what was sent. Reload the page.',
      'idempotency-key-reused':
        'This was already sent with other details. Reload the page and try again.',
      'no-such-path': 'This part of the site does not exist. Reload the page.',
      'method-not-allowed': 'This cannot be done here. Reload the page.',
      internal: 'Something went wrong on our side. Please try again.',
      'signed-out': 'You are signed out. Sign in again.',
      'session-expired': 'Your sign-in has expired. Sign in again.',
      'site-admin-only': 'Only a site administrator may do this.',
      'role-required': 'Your account may not do this.',
      'no-portal-access': 'This account has no access to the hifz portal.',
      'wrong-credentials': 'Wrong e-mail or password.',
      'sign-in-unavailable': 'Sign-in is not available right now. Please try again.',
      'too-many-attempts': 'Too many attempts. Please try again in {{minutes}} min.',
      'too-many-uploads':
        'You already have {{maximum}} uploads in progress. Finish or cancel one first.',
      'device-not-yours': 'This device cannot be registered for another account.',
      'student-not-yours': 'You may not see or change this student.',
      'upload-from-elsewhere': 'This upload can only be sent from the site.',
      'event-not-found': 'This event was not found. It may have been deleted.',
      'recording-not-found': 'This recording was not found. It may have been deleted.',
      'student-not-found': 'Student not found.',
      'account-not-found': 'No teacher or student with this id.',
      'item-not-found': 'This item was not found. It may have been deleted.',
      'file-not-found': 'This file was not found.',
      'upload-not-found': 'This upload has expired. Start it again.',
      'no-such-page': 'There is no page {{page}}.',
      'link-invalid': 'Invalid or expired link.',
      'sanad-not-found': 'No valid sanad has this code. It may be mistyped or revoked.',
      'student-disabled': "This student's account is closed, so the parents' link no longer opens.",
      'teacher-disabled': "This student's qari is disabled, so the parents' link does not open.",
      'link-replaced': 'This link was replaced by a new one.',
      'student-moved': 'The student moved to another qari, so this link was replaced.',
      'no-link-yet': 'This student has no link yet.',
      'notifications-off': 'Turn notifications on for this device first.',
      'device-token-rejected':
        'The notification service did not accept this browser. Please try again later.',
      'email-taken': 'An account with this e-mail already exists.',
      'own-account': 'You cannot disable your own account.',
      'account-not-managed': 'Only teacher and student accounts can be managed here.',
      'month-ahead': 'That month has not begun yet.',
      'day-not-writable': 'Progress cannot be recorded for that day.',
      'file-too-large': 'The file is larger than {{maxMegabytes}} MB.',
      'upload-out-of-order': 'The upload was interrupted. Please try again.',
      'not-audio': 'This file is not audio. Choose an MP3, M4A, OGG, OPUS, WAV or FLAC file.',
      'not-an-image': 'This file is not a picture. Choose a JPEG, PNG, WebP or AVIF picture.',
      'nothing-to-replace': 'Choose a file to replace.',
      'sanad-exists': 'This student already has a sanad. Revoke it before issuing another.',
      'jamats-not-published': 'These jamats have not been announced yet.',
    } satisfies Record<ApiErrorReason, string>,
  },
  /**
   * What is wrong with a field, by its problem code (domain/src/field-problems.ts): the API's
   * refusals and the forms' own checks with the shared schemas.
   */
  fieldProblems: {
    required: 'This field is required.',
    'too-short': 'Use at least {{minimum}} characters.',
    'too-long': 'At most {{maximum}} characters.',
    'too-small': 'At least {{minimum}}.',
    'too-large': 'At most {{maximum}}.',
    'too-few': 'Give at least {{minimum}}.',
    'too-many': 'At most {{maximum}}.',
    'invalid-email': 'Enter a valid e-mail address.',
    'invalid-link': 'Use a link that starts with http:// or https://.',
    'invalid-date': 'Choose a date.',
    'invalid-date-time': 'Choose a date and time.',
    'invalid-format': 'Check this field: it is not in the form expected.',
    'invalid-choice': 'Choose one of the options.',
    'invalid-type': 'Check this field: it is not in the form expected.',
    'unknown-field': 'This field is not expected here. Reload the page.',
    invalid: 'Check this field: it is not in the form expected.',
    'english-or-urdu-required': 'Write it in English or Urdu.',
    'end-before-start': 'The last day cannot be before the first day.',
    'youtube-link':
      'Paste a YouTube link (youtube.com/watch?v=…, youtu.be/…, /shorts/…) or its 11-character id.',
    'surah-has-fewer-ayahs': 'That surah has fewer ayahs.',
    'portion-backwards': 'The portion ends before it starts.',
    'spaces-around': 'Remove the spaces at the start and the end.',
    iban: 'Check the IBAN: a Pakistani IBAN is PK and 22 more characters, and its check digits must match.',
    'mobile-number': 'Write a Pakistani mobile number, e.g. 0300 1234567.',
    'payment-detail-required': 'Give an IBAN, a wallet number or a Raast ID.',
    'night-times-pair': 'Set both night times, different from each other, or leave both empty.',
    'screen-required': 'Choose at least one screen.',
    'file-missing': 'Choose a file.',
    'file-too-large': 'The file is larger than {{maxMegabytes}} MB.',
    'file-empty': 'This file is empty.',
    'upload-incomplete': 'The upload is incomplete. Please try again.',
    'not-audio': 'This file is not audio. Choose an MP3, M4A, OGG, OPUS, WAV or FLAC file.',
    'not-an-image': 'This file is not a picture. Choose a JPEG, PNG, WebP or AVIF picture.',
    'not-a-pdf': 'This file is not a PDF. Choose the book as a PDF file.',
    'image-unreadable': 'This picture could not be read. It may be damaged or too large.',
    'file-not-stored': 'The file could not be stored. Please try again.',
    'email-taken': 'An account with this e-mail already exists.',
    'password-weak': 'The password is too weak.',
    'teacher-unknown': 'Choose a teacher from the list.',
    'day-not-in-month': 'There is no such day in that month.',
    'future-day': 'Progress cannot be recorded for a future day.',
  } satisfies Record<FieldProblemCode, string>,
  notFound: {
    title: 'Page not found',
    text: 'We could not find the page you were looking for. It may have moved.',
    home: 'Go to the home page',
    events: 'See events',
  },
};

/** The shape of the `common` namespace in every language. */
export type CommonMessages = typeof commonEn;
