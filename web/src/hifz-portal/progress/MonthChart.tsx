import { useTranslation } from 'react-i18next';
import { PORTION_PARTS, type MonthFigures } from '@masjid/domain/hifz-memorisation';

/**
 * A month's sabaq, one row per recorded day: the day, a bar as long as the ayahs advanced (the
 * month's most is the full length), their number, and the day's sabaq, sabqi and manzil grades as
 * shapes (the calendar's: filled star very good, half circle weak, ring not memorised), so it reads without
 * colour. Page text at the page's size, not a drawing scaled to the screen, so it stays readable
 * on a phone, and in the page's direction (right to left in Urdu, as the calendar). Each row's
 * words are also there for screen readers.
 */
export function MonthChart({
  figures,
  heading,
}: {
  figures: MonthFigures;
  /** The month's name and year. */
  heading: string;
}) {
  const { t } = useTranslation('hifz');
  const max = Math.max(5, ...figures.days.map((d) => d.sabaqAyahs));
  const separator = t('hifzProgress.list.separator');
  return (
    <section className="hifz-panel month-chart" aria-labelledby="month-chart-title">
      <h2 id="month-chart-title">{t('hifzProgress.chart.title')}</h2>
      <p>{t('hifzProgress.summary.ayahs', { count: figures.sabaqAyahs })}</p>
      {figures.days.length === 0 ? (
        <p className="muted">{t('hifzProgress.chart.none')}</p>
      ) : (
        <ol className="chart-rows" aria-label={t('hifzProgress.chart.label', { month: heading })}>
          {figures.days.map((d) => {
            const day = Number(d.date.slice(8, 10));
            const words = [
              t('hifzProgress.chart.row', {
                day,
                ayahs: t('hifzProgress.chart.ayahCount', { count: d.sabaqAyahs }),
              }),
              ...PORTION_PARTS.flatMap((part) => {
                const grade = d[part];
                return grade
                  ? [
                      t('hifzProgress.chart.part', {
                        part: t(`hifzProgress.chart.parts.${part}`),
                        grade: t(`hifzProgress.calendar.grade.${grade}`),
                      }),
                    ]
                  : [];
              }),
            ].join(separator);
            return (
              <li key={d.date} className="chart-row" data-day={day}>
                <span className="visually-hidden">{words}</span>
                <span className="chart-day" aria-hidden="true">
                  {day}
                </span>
                <svg
                  className="chart-track"
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  aria-hidden="true"
                >
                  <rect width={(d.sabaqAyahs / max) * 100} height={10} className="chart-bar" />
                </svg>
                <span className="chart-ayahs" aria-hidden="true">
                  {d.sabaqAyahs}
                </span>
                <span className="chart-grades" aria-hidden="true">
                  {PORTION_PARTS.map((part) => {
                    const grade = d[part];
                    return (
                      <span
                        key={part}
                        className={grade ? `chart-grade grade-${grade}` : 'chart-grade'}
                      >
                        {grade ? t(`hifzProgress.calendar.short.${grade}`) : '·'}
                      </span>
                    );
                  })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="muted chart-key">
        {t('hifzProgress.chart.gradesKey')}:{' '}
        {(['very-good', 'weak', 'not-memorised'] as const)
          .map(
            (g) =>
              `${t(`hifzProgress.calendar.short.${g}`)} ${t(`hifzProgress.calendar.grade.${g}`)}`,
          )
          .join(' · ')}
      </p>
    </section>
  );
}
