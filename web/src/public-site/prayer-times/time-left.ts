/**
 * The time left until a jamat, worded with the platform's unit formatting (Intl.NumberFormat's
 * `unit` style: `1 hr 5 mins`, `1 گھنٹہ 5 منٹ`), no strings of our own to translate.
 */
import { intlLocale } from '@masjid/domain/intl-locale';

const unitFormats = new Map<string, Intl.NumberFormat>();

/** A whole number of hours or minutes in `lang`, e.g. `1 hr`, `5 mins`, `5 منٹ`. */
function unitText(value: number, unit: 'hour' | 'minute', lang: string): string {
  const key = `${lang}:${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), {
      style: 'unit',
      unit,
      unitDisplay: lang === 'ur' ? 'long' : 'short',
    });
    unitFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * The time left until a jamat, in whole minutes rounded up (`ms` milliseconds): `45 mins`,
 * `1 hr 5 mins`, `2 hrs` in English; `1 گھنٹہ 5 منٹ` in Urdu. Never below one minute.
 */
export function formatTimeLeft(ms: number, lang: string): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours > 0 ? [unitText(hours, 'hour', lang)] : []),
    ...(rest > 0 || hours === 0 ? [unitText(rest, 'minute', lang)] : []),
  ];
  return parts.join(' ');
}
