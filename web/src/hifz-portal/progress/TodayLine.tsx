import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTION_PARTS } from '@masjid/domain/hifz-memorisation';
import type { DayFields } from '@masjid/domain/progress';

/**
 * One line at the top of a read-only progress page on how today went, for a parent who reads
 * little: "Today: present, sabaq very good, sabqi ⚠ not memorised, manzil weak" (a grade of not
 * memorised marked as the warning it is), the attendance alone on a day away, or that nothing is
 * recorded yet (`record` undefined).
 */
export function TodayLine({ record }: { record: DayFields | undefined }) {
  const { t } = useTranslation('hifz');
  const separator = t('hifzProgress.list.separator');
  const parts: ReactNode[] = [];
  if (record?.attendance) parts.push(t(`hifzProgress.calendar.attendance.${record.attendance}`));
  for (const part of PORTION_PARTS) {
    const grade = record?.[part];
    if (!grade) continue;
    const name = t(`hifzProgress.chart.parts.${part}`);
    const words = t(`hifzProgress.calendar.grade.${grade}`);
    parts.push(
      grade === 'not-memorised' ? (
        <>
          {name} <strong className="grade-warning">⚠ {words}</strong>
        </>
      ) : (
        t('hifzProgress.chart.part', { part: name, grade: words })
      ),
    );
  }
  return (
    <p className="today-line" data-testid="today-line">
      {parts.length === 0 ? (
        t('hifzProgress.view.todayNone')
      ) : (
        <>
          {t('hifzProgress.view.today')}{' '}
          {parts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 ? separator : null}
              {part}
            </Fragment>
          ))}
        </>
      )}
    </p>
  );
}
