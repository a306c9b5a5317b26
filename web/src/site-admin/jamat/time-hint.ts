/**
 * Example times written the way this browser's time picker shows them: `<input type="time">`
 * follows the browser's locale (05:30 / 13:15 in a 24-hour locale, 05:30 AM / 01:15 PM in a
 * 12-hour one), so the hint and the error quote the same form the admin sees in the field.
 */
const FORMAT = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** `HH:MM` (24-hour) as this browser's time picker writes it, e.g. `05:30 AM` or `05:30`. */
export function pickerTime(hhmm: string): string {
  return FORMAT.format(new Date(`1970-01-01T${hhmm}:00Z`));
}

/** The two examples quoted in the jamat editor's hint and error (a morning and an afternoon time). */
export function pickerTimeExamples(): { morning: string; afternoon: string } {
  return { morning: pickerTime('05:30'), afternoon: pickerTime('13:15') };
}
