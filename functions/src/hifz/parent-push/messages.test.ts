import { describe, expect, it } from 'vitest';
import { monthReport } from '@masjid/domain/month-report';
import { dayMessage, reportMessage } from './messages.ts';

describe("a parent's notifications", () => {
  it('the day: attendance and the sabaq grade, in the reader’s language', () => {
    const compose = dayMessage(
      'Hamza',
      '2026-11-05',
      { attendance: 'on-time', sabaq: 'weak' },
      '/x',
    );
    expect(compose('en')).toMatchObject({
      kind: 'progress',
      title: 'Hamza · 5 Nov',
      body: 'present, sabaq weak',
      tag: 'progress-2026-11-05',
    });
    expect(compose('ur').body).toBe('حاضر، سبق کچا');
    expect(dayMessage('Hamza', '2026-11-05', { attendance: 'absent' }, '/x')('ur').body).toBe(
      'غیر حاضر',
    );
    const leave = dayMessage('Hamza', '2026-11-05', { attendance: 'leave' }, '/x');
    expect(leave('en').body).toBe('on leave');
    expect(leave('ur').body).toBe('رخصت');
  });

  it('the month: the report’s title and attendance, opening the report', () => {
    const report = monthReport({
      studentName: 'Hamza',
      month: { year: 2026, month: 10 },
      days: [{ attendance: 'on-time' }],
      fees: 'Paid',
    });
    expect(reportMessage(report, '/r')('en')).toMatchObject({
      kind: 'report',
      title: 'Monthly report: Hamza · October 2026',
      body: 'Attendance: 1 present, 0 absent (1 day recorded)',
      link: '/r',
      tag: 'report-2026-10',
    });
  });
});
