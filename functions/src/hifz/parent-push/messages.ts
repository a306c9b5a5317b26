/**
 * The text of a parent's notifications, in English and Urdu: the day's attendance and sabaq, and
 * the month's report. Each opens the parent's own link (`url`), which the device already holds.
 */
import { DAY_LABELS, type DayFields } from '@masjid/domain/progress';
import type { PushLanguage, PushPayload } from '@masjid/domain/push';
import { monthKey, reportText, type MonthReport } from '@masjid/domain/month-report';
import { intlLocale } from '@masjid/domain/intl-locale';

const GRADE_EN = { 'very-good': 'very good', weak: 'weak', 'not-memorised': 'not memorised' };
/** A day away with leave is told apart from an absence, as the qari marked it. */
const ATTENDANCE_EN = { 'on-time': 'present', absent: 'absent', leave: 'on leave' } as const;
const ATTENDANCE_UR = { 'on-time': 'حاضر', absent: 'غیر حاضر', leave: DAY_LABELS.leave } as const;

/**
 * The day's news: attendance, then the sabaq grade when given ("Ahmed · 5 Nov: present, sabaq
 * very good"). `date` is `YYYY-MM-DD`; `link` the parent's dashboard address.
 */
export function dayMessage(
  name: string,
  date: string,
  day: Pick<DayFields, 'attendance' | 'sabaq'>,
  link: string,
) {
  return (lang: PushLanguage): PushPayload => {
    const ur = lang === 'ur';
    const parts = [
      day.attendance ? (ur ? ATTENDANCE_UR : ATTENDANCE_EN)[day.attendance] : undefined,
      day.sabaq
        ? ur
          ? `${DAY_LABELS.sabaq} ${DAY_LABELS[day.sabaq]}`
          : `sabaq ${GRADE_EN[day.sabaq]}`
        : undefined,
    ].filter(Boolean);
    const when = new Date(`${date}T00:00:00Z`).toLocaleDateString(intlLocale(lang), {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return {
      kind: 'progress',
      title: `${name} · ${when}`,
      body: parts.join(ur ? '، ' : ', '),
      link,
      lang,
      tag: `progress-${date}`,
    };
  };
}

/** The month's report is ready: its attendance line, opening the report page of that month. */
export function reportMessage(report: MonthReport, link: string) {
  return (lang: PushLanguage): PushPayload => {
    const text = reportText(report, lang);
    return {
      kind: 'report',
      title: `${text.title}: ${text.subtitle}`,
      body: `${text.lines[0]!.label}: ${text.lines[0]!.value}`,
      link,
      lang,
      tag: `report-${monthKey(report)}`,
    };
  };
}
