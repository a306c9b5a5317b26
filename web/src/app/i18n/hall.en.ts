/**
 * English strings of the hall screen (`/display`), the janaza notices (home page and their admin
 * screen) and the reminders before jamat (the notifications control).
 */
export const hallEn = {
  display: {
    title: 'Hall screen',
    prayer: 'Prayer',
    starts: 'Starts',
    jamat: 'Jamat',
    next: 'Next jamat',
    nextIn: '{{prayer}} jamat in',
    notSet: '—',
    sunrise: 'Sunrise',
    sunset: 'Sunset',
    jumma: 'Jumma',
    offline: 'Offline: times as last seen {{when}}',
    notices: 'Notices',
    hours: 'h',
    minutes: 'min',
  },
  janaza: {
    heading: 'Janaza',
    prayerAt: 'Janaza prayer {{when}}',
    at: 'at',
    admin: {
      nav: 'Janaza notices',
      title: 'Janaza notices',
      intro:
        'A notice shows at the top of the home page and on the hall screen until {{minutes}} minutes after the prayer, then disappears by itself. Posting one sends a notification to every subscribed device.',
      addHeading: 'Post a janaza notice',
      editHeading: 'Edit the janaza notice',
      name: 'Name of the deceased (English)',
      nameUrdu: 'Name of the deceased (Urdu)',
      nameHint: 'Write it in English, in Urdu, or in both.',
      prayerAt: 'Janaza prayer time',
      prayerAtHint: 'Karachi time.',
      prayerAtMissing: 'Choose the date and time of the prayer',
      place: 'Place (English)',
      placeUrdu: 'Place (Urdu)',
      note: 'Note (English, optional)',
      noteUrdu: 'Note (Urdu, optional)',
      add: 'Post notice',
      saved: 'Saved the notice for “{{name}}”.',
      saveFailed: 'The notice could not be saved. Please try again.',
      loadFailed: 'The notices could not be loaded.',
      current: 'Showing now',
      past: 'Past (deleted within the hour)',
      none: 'None.',
      confirmDelete: 'Delete the janaza notice for “{{title}}”?',
      deleted: 'Deleted the notice for “{{name}}”.',
      deleteFailed: 'The notice could not be deleted. Please try again.',
    },
  },
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
};

export type HallMessages = typeof hallEn;
