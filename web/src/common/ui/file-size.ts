/**
 * A file's size for people, in the page's language, from the stored number of bytes (issue 39
 * §4/§5: a 16 KB book said "1 MB").
 */

const KB = 1024;
const MB = 1024 * 1024;

/**
 * `bytes` in the largest fitting unit (bytes, kilobytes, megabytes; 1,024 each), whole below 10
 * and one decimal from 10 KB, written by `Intl.NumberFormat` in `language`: English short units
 * ("16 kB", "3.4 MB", "900 bytes"), Urdu words ("16 کلوبائٹس"), since Urdu has no short unit of its own.
 */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= MB
      ? ([bytes / MB, 'megabyte'] as const)
      : bytes >= KB
        ? ([bytes / KB, 'kilobyte'] as const)
        : ([bytes, 'byte'] as const);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: language === 'ur' || unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0,
  }).format(value);
}
