import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv.ts';

describe('reportCsv', () => {
  it('writes one line per student, quoting where needed, and keeps formulas out', () => {
    const csv = reportCsv([
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
      { teacherId: 't2', teacherName: 'Qaria Sumaira', teacherEmail: 'q2@demo.test', students: [] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Teacher,Teacher e-mail,Student,Student e-mail,Student id,Parent link',
      '"Qari Usman, Senior",qari@demo.test,"Ali ""Hafiz"" Shah",ali@demo.test,s1,https://x/d?token=a',
      '"Qari Usman, Senior",qari@demo.test,"\'=HYPERLINK(""x"")",b@demo.test,s2,',
      'Qaria Sumaira,q2@demo.test,,,,',
      '',
    ]);
  });
});
