/**
 * The owner's reports as CSV, RFC 4180 quoting; a cell that starts with = + - or @ is prefixed
 * with ' so spreadsheets do not run it as a formula. The header row is given in the reader's
 * language; the figures stay plain numbers so a spreadsheet can add them up.
 */
import type { OwnerReportRow } from '@masjid/domain/hifz';
import type { OwnerMonth } from '@masjid/domain/owner-month';

function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csv = (lines: string[][]) =>
  lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';

/**
 * The teachers-and-students report: one line per student with their teacher and deep link; a
 * teacher without students gets one line with empty student cells. `header`: six column names.
 */
export function reportCsv(rows: OwnerReportRow[], header: string[]): string {
  const lines = [header];
  for (const row of rows) {
    if (row.students.length === 0) lines.push([row.teacherName, row.teacherEmail, '', '', '', '']);
    for (const s of row.students)
      lines.push([row.teacherName, row.teacherEmail, s.name, s.email, s.id, s.deepLink]);
  }
  return csv(lines);
}

/**
 * The owner's month: one line per teacher with students, days present and absent, attendance
 * rate (whole percent), sabaq advanced (ayahs), students behind on manzil and with fees pending.
 * A figure that is not known is an empty cell (not 0). `header`: nine column names;
 * `noTeacher`: the name of the row of students without a teacher.
 */
export function monthCsv(month: OwnerMonth, header: string[], noTeacher: string): string {
  const figure = (n: number | null) => (n === null ? '' : String(n));
  return csv([
    header,
    ...month.rows.map((r) => [
      r.teacherId ? r.teacherName : noTeacher,
      r.teacherEmail,
      String(r.students),
      String(r.present),
      String(r.absent),
      figure(r.attendanceRate === null ? null : Math.round(r.attendanceRate * 100)),
      figure(r.sabaqAyahs),
      figure(r.manzilBehind),
      String(r.feesPending),
    ]),
  ]);
}

/** Offers `text` as a download named `fileName` (UTF-8 with a byte-order mark, for Excel's Urdu). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}
