import { describe, expect, it } from 'vitest';
import { ownerMonthRows } from '@masjid/domain/owner-month';
import { hifzEn } from '../i18n/en.ts';
import { monthCsv, reportCsv } from './report-csv.ts';

/** The header rows as the English catalogue gives them (the screens pass the reader's language). */
const REPORT_HEADER = hifzEn.hifz.report.csvHeader;
const MONTH_HEADER = hifzEn.hifz.month.csvHeader;

describe('reportCsv', () => {
  it('writes one line per student, quoting where needed, and keeps formulas out', () => {
    const csv = reportCsv(
      [
        {
          teacherId: 't1',
          teacherName: 'Qari Usman, Senior',
          teacherEmail: 'qari@demo.test',
          students: [
            {
              id: 's1',
              name: 'Ali "Hafiz" Shah',
              email: 'ali@demo.test',
              deepLink: 'https://x/d?token=a',
            },
            { id: 's2', name: '=HYPERLINK("x")', email: 'b@demo.test', deepLink: '' },
          ],
        },
        {
          teacherId: 't2',
          teacherName: 'Qaria Sumaira',
          teacherEmail: 'q2@demo.test',
          students: [],
        },
      ],
      REPORT_HEADER,
    );
    expect(csv.split('\r\n')).toEqual([
      'Teacher,Teacher e-mail,Student,Student e-mail,Student id,Parent link',
      '"Qari Usman, Senior",qari@demo.test,"Ali ""Hafiz"" Shah",ali@demo.test,s1,https://x/d?token=a',
      '"Qari Usman, Senior",qari@demo.test,"\'=HYPERLINK(""x"")",b@demo.test,s2,',
      'Qaria Sumaira,q2@demo.test,,,,',
      '',
    ]);
  });
});

describe('monthCsv', () => {
  const month = {
    year: 2026,
    month: 10,
    asOf: '2026-10-31',
    rows: [
      {
        teacherId: 't1',
        teacherName: 'Qari Usman, Senior',
        teacherEmail: 'q1@demo.test',
        students: 6,
        disabledStudents: 0,
        present: 27,
        absent: 3,
        attendanceRate: 0.9,
        sabaqAyahs: 412,
        manzilBehind: 2,
        feesPending: 1,
      },
      // A teacher without students, as the domain sums it: every figure unknown or 0.
      ...ownerMonthRows([{ id: 't2', name: '@Qaria', email: 'q2@demo.test' }], []),
      {
        teacherId: '',
        teacherName: 'No teacher',
        teacherEmail: '',
        students: 1,
        disabledStudents: 0,
        present: 2,
        absent: 1,
        attendanceRate: 2 / 3,
        sabaqAyahs: 0,
        manzilBehind: 0,
        feesPending: 1,
      },
    ],
  };

  it('writes one line per teacher; unknown figures are empty cells, whole percents', () => {
    expect(monthCsv(month, MONTH_HEADER, 'No teacher').split('\r\n')).toEqual([
      'Teacher,Teacher e-mail,Students,Days present,Days absent,Attendance rate (%),Sabaq advanced (ayahs),Students behind on manzil,Students with fees pending',
      '"Qari Usman, Senior",q1@demo.test,6,27,3,90,412,2,1',
      "'@Qaria,q2@demo.test,0,0,0,,,,0",
      'No teacher,,1,2,1,67,0,0,1',
      '',
    ]);
  });

  it('takes the header and the no-teacher name in the reader’s language', () => {
    const header = ['استاد', 'استاد کی ای میل', 'طلبہ', 'حاضر دن', 'غیر حاضر دن', 'حاضری (%)'];
    const lines = monthCsv(month, header, 'کوئی استاد نہیں').split('\r\n');
    expect(lines[0]).toBe(header.join(','));
    expect(lines[3]).toBe('کوئی استاد نہیں,,1,2,1,67,0,0,1');
  });
});
