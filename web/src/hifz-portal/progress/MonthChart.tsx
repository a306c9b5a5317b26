import { useTranslation } from 'react-i18next';
import type { MonthFigures } from '@masjid/domain/hifz-memorisation';
import { DAY_LABELS, daysInMonth, type Grade, type YearMonth } from '@masjid/domain/progress';

/** Bar chart geometry, in SVG user units (the SVG scales to its box). */
const WIDTH = 620;
const HEIGHT = 180;
const PAD = { left: 48, right: 8, top: 12, bottom: 78 };
const ROW = 17;
/** A grade's shape, the same as in the calendar's legend. */
export const GRADE_GLYPH: Record<Grade, string> = {
  'very-good': '★',
  weak: '◐',
  'not-memorised': '○',
};
const PARTS = ['sabaq', 'sabqi', 'manzil'] as const;

/**
 * A month's sabaq as plain SVG: one bar per day for the ayahs advanced, and under each bar the
 * day's sabaq grade as a shape (filled star very good, half circle weak, ring not memorised), so
 * the chart reads without colour. The numbers are also in the chart's accessible name.
 */
export function MonthChart({
  figures,
  month,
  heading,
}: {
  figures: MonthFigures;
  month: YearMonth;
  /** The month's name and year. */
  heading: string;
}) {
  const { t } = useTranslation('hifz');
  const days = daysInMonth(month.year, month.month);
  const max = Math.max(5, ...figures.days.map((d) => d.sabaqAyahs));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / days;
  const byDay = new Map(figures.days.map((d) => [Number(d.date.slice(8, 10)), d]));
  const described = figures.days
    .filter((d) => d.sabaqAyahs > 0 || d.sabaq)
    .map(
      (d) =>
        `${Number(d.date.slice(8, 10))}: ${d.sabaqAyahs}${d.sabaq ? ` (${t(`hifzProgress.calendar.grade.${d.sabaq}`)})` : ''}`,
    )
    .join(t('hifzProgress.list.separator'));
  return (
    <section className="hifz-panel month-chart" aria-labelledby="month-chart-title">
      <h2 id="month-chart-title">{t('hifzProgress.chart.title')}</h2>
      <p>{t('hifzProgress.summary.ayahs', { count: figures.sabaqAyahs })}</p>
      {figures.days.length === 0 ? (
        <p className="muted">{t('hifzProgress.chart.none')}</p>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={`${t('hifzProgress.chart.label', { month: heading })}${t('hifzProgress.list.stop')}${described}`}
          className="chart-svg"
        >
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={PAD.top + plotH}
            y2={PAD.top + plotH}
            className="chart-axis"
          />
          {[0, Math.round(max / 2), max].map((v) => (
            <text
              key={v}
              x={PAD.left - 4}
              y={PAD.top + plotH - (v / max) * plotH + 4}
              className="chart-tick"
              textAnchor="end"
            >
              {v}
            </text>
          ))}
          {PARTS.map((part, row) => (
            <text
              key={part}
              x={PAD.left - 4}
              y={PAD.top + plotH + ROW * (row + 1)}
              textAnchor="end"
              className="chart-tick"
              lang="ur"
            >
              {DAY_LABELS[part]}
            </text>
          ))}
          {Array.from({ length: days }, (_, i) => {
            const day = i + 1;
            const figure = byDay.get(day);
            const x = PAD.left + i * step;
            const h = figure ? (figure.sabaqAyahs / max) * plotH : 0;
            const cx = x + step / 2;
            return (
              <g key={day} data-day={day}>
                {h > 0 ? (
                  <rect
                    x={x + step * 0.15}
                    y={PAD.top + plotH - h}
                    width={step * 0.7}
                    height={h}
                    className="chart-bar"
                  />
                ) : null}
                {PARTS.map((part, row) => {
                  const grade = figure?.[part];
                  return grade ? (
                    <text
                      key={part}
                      x={cx}
                      y={PAD.top + plotH + ROW * (row + 1)}
                      textAnchor="middle"
                      className={`chart-grade grade-${grade}`}
                    >
                      {GRADE_GLYPH[grade]}
                    </text>
                  ) : null;
                })}
                {day === 1 || day % 5 === 0 ? (
                  <text x={cx} y={HEIGHT - 6} textAnchor="middle" className="chart-tick">
                    {day}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      )}
      <p className="muted chart-key">
        {t('hifzProgress.chart.gradesKey')}:{' '}
        {(['very-good', 'weak', 'not-memorised'] as const)
          .map((g) => `${GRADE_GLYPH[g]} ${t(`hifzProgress.calendar.grade.${g}`)}`)
          .join(' · ')}
      </p>
    </section>
  );
}
