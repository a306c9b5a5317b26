import { useTranslation } from 'react-i18next';
import type { JamatInstant } from '@masjid/domain/jamat-instants';
import { formatClockTime, latinClass } from '../../common/time/karachi-time.ts';
import { formatTimeLeft } from './time-left.ts';

/**
 * "Next jamat: Asr at 3:45 PM · in 1 hr 5 mins" at the top of the home page's jamat card, as the
 * hall screen counts down (issue 39), on two rows: `next` from `useNextJamat`, `now` the minute
 * clock's epoch ms. Before there is a next jamat, an invisible placeholder of the same height.
 */
export function NextJamatLine({ next, now }: { next: JamatInstant | undefined; now: number }) {
  const { t, i18n } = useTranslation('public');
  // Until the device knows the next jamat (served HTML, hydration, timings not read), an invisible
  // line of the same two rows keeps its place: the table below does not move when it comes.
  if (!next)
    return (
      <p className="jamat-next is-pending" aria-hidden="true">
        <strong>{'\u00a0'}</strong>
        <span>{'\u00a0'}</span>
      </p>
    );
  const lang = i18n.language;
  return (
    <p className="jamat-next" data-testid="next-jamat" data-prayer={next.prayer}>
      <strong>
        {t('nextJamat.line', {
          prayer: t(`prayer.${next.prayer}`),
          time: formatClockTime(next.time, lang),
        })}
      </strong>{' '}
      <span className={latinClass(lang)}>
        {t('nextJamat.left', { left: formatTimeLeft(next.at.getTime() - now, lang) })}
      </span>
    </p>
  );
}
