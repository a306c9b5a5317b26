import type { MonthSummary } from '@masjid/domain/progress';
import { DAY_LABELS } from '@masjid/domain/progress';

/** The month in numbers: days present and absent, and the sabaq, sabqi and manzil grades. */
export function MonthSummaryPanel({ summary }: { summary: MonthSummary }) {
  return (
    <section className="month-summary" aria-label="This month">
      <p dir="ltr">
        <strong>{summary.present}</strong> days present · <strong>{summary.absent}</strong> absent ·{' '}
        {summary.recorded} days recorded
      </p>
      <ul role="list">
        {(['sabaq', 'sabqi', 'manzil'] as const).map((part) => (
          <li key={part} lang="ur" dir="rtl">
            {DAY_LABELS[part]}:{' '}
            {(['very-good', 'weak', 'not-memorised'] as const)
              .map((g) => `${DAY_LABELS[g]} ${summary.grades[part][g]}`)
              .join('، ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
