/**
 * The owner report as CSV: one line per student with their teacher and deep link;
 * a teacher without students gets one line with empty student cells. RFC 4180 quoting; a cell
 * that starts with = + - or @ is prefixed with ' so spreadsheets do not run it as a formula.
 */
import type { OwnerReportRow } from '@masjid/domain/hifz';

const HEADER = [
  'Teacher',
  'Teacher e-mail',
  'Student',
  'Student e-mail',
  'Student id',
  'Parent link',
];

function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function reportCsv(rows: OwnerReportRow[]): string {
  const lines = [HEADER];
  for (const row of rows) {
    if (row.students.length === 0) lines.push([row.teacherName, row.teacherEmail, '', '', '', '']);
    for (const s of row.students)
      lines.push([row.teacherName, row.teacherEmail, s.name, s.email, s.id, s.deepLink]);
  }
  return lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}
