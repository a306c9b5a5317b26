import { useTranslation } from 'react-i18next';
import type { MonthSummary } from '@masjid/domain/progress';
import { DAY_LABELS } from '@masjid/domain/progress';

/**
 * The month in numbers: days present, absent and on leave, and the sabaq, sabqi and manzil
 * grades (in the day form's Urdu terms).
 */
export function MonthSummaryPanel({ summary }: { summary: MonthSummary }) {
  const { t } = useTranslation('hifz');
  return (
    <section className="month-summary" aria-label={t('hifzProgress.summary.label')}>
      <p>
        {(['present', 'absent', 'leave', 'recorded'] as const)
          .map((figure) => t(`hifzProgress.summary.${figure}`, { count: summary[figure] }))
          .join(' · ')}
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
