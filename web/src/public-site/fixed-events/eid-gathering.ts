/** A fixed event with its own page. */
export interface FixedEvent {
  title: string;
  summary: string;
  /** The day, ISO yyyy-mm-dd (Asia/Karachi). */
  date: string;
  dateLabel: string;
  time: string;
  venue: string;
  ages: { min: number; max: number };
  feeRupees: number;
  eligibility: string;
  /** External registration form. */
  registrationUrl: string;
  /** Registration closes at the end of this instant (ISO with offset). */
  registrationClosesAt: string;
  image: string;
}

/**
 * The boys' Eid gathering after Ramadan: Sunday 20 April 2025, a mosque in DHA Phase
 * 8, ages 6-14, from 4 o'clock to Maghrib, fee Rs. 1000, Defence and Clifton residents only,
 * registration through an external form.
 */
export const EID_GATHERING: FixedEvent = {
  title: 'Eid Gathering for Boys',
  summary:
    'An afternoon of games, activities, food and Eid cheer for boys after Ramadan, with a short talk and Maghrib prayer together.',
  date: '2025-04-20',
  dateLabel: 'Sunday, 20 April 2025',
  time: 'From 4:00 pm until Maghrib',
  venue: 'A mosque in DHA Phase 8, Karachi',
  ages: { min: 6, max: 14 },
  feeRupees: 1000,
  eligibility: 'Defence and Clifton residents only',
  registrationUrl: 'https://docs.google.com/forms/d/e/eid-gathering-boys/viewform',
  registrationClosesAt: '2025-04-20T16:00:00+05:00',
  image: '/images/fixed-events/eid-gathering.webp',
};

/** Whether registration is still open at `now`. */
export function isRegistrationOpen(event: FixedEvent, now: Date = new Date()): boolean {
  return now.getTime() < new Date(event.registrationClosesAt).getTime();
}
