/**
 * The hall screen's seasonal notices as slides of its rotation (display-seasons.ts): Friday's
 * Jumu'ah jamats, the coming Eid's jamats from a week before, Ramadan's fitrana and fidya. Each a
 * heading and one short line per item, in the shape of the makruh slide, so none is taller than
 * the notices' box on a 1024×768 screen and the times and the clock stay where they are.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJamatTime } from '@masjid/domain/jamat';
import { eidJamatText } from '@masjid/domain/eid';
import { COMMODITIES, ramadanText } from '@masjid/domain/ramadan';
import { formatCalendarDay, formatNumber, latinClass } from '../../common/time/karachi-time.ts';
import { langProps } from '../../common/ui/typed-text.ts';
import type { SeasonalNotices } from './display-seasons.ts';

type Lang = 'en' | 'ur';

/** A slide: its heading, then its lines. */
function ListSlide({
  kind,
  heading,
  children,
}: {
  kind: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <div className="hall-list-slide" data-testid={`hall-${kind}`}>
      <h2>{heading}</h2>
      <ul>{children}</ul>
    </div>
  );
}

/**
 * The slides of `notices` in language `lang`, each `{ key, node }` for the rotation: Jumu'ah,
 * then Eid, then Ramadan; none when it is not their time.
 */
export function useSeasonSlides(
  notices: SeasonalNotices,
  lang: Lang,
): { key: string; node: ReactNode }[] {
  const { t } = useTranslation('public');
  const latin = latinClass(lang);
  const slides: { key: string; node: ReactNode }[] = [];
  if (notices.jumuah.length > 0)
    slides.push({
      key: 'jumuah',
      node: (
        <ListSlide kind="jumuah" heading={t('hall.display.jumuah')}>
          {notices.jumuah.map((j) => (
            <li key={j.index} data-place={j.place}>
              <span className={latin}>{formatJamatTime(j.jamatTime, lang)}</span>{' '}
              {t(`jamatPlaces.${j.place}`)}
              {' · '}
              {j.bayanTime
                ? t('hall.display.bayanAt', {
                    time: formatJamatTime(j.bayanTime, lang),
                    language: t(`bayanLanguages.${j.language}`),
                  })
                : t(`bayanLanguages.${j.language}`)}
            </li>
          ))}
        </ListSlide>
      ),
    });
  if (notices.eid) {
    const { date, doc } = notices.eid;
    slides.push({
      key: 'eid',
      node: (
        <ListSlide
          kind="eid"
          heading={t(date.eid === 'fitr' ? 'eid.fitr' : 'eid.adha', { year: date.hijriYear })}
        >
          <li className="hall-eid-day" data-decided={date.decided}>
            {t(date.decided ? 'hall.display.eidOn' : 'hall.display.eidExpected', {
              date: formatCalendarDay(date.date, lang),
            })}
          </li>
          {doc.jamats.map((jamat, i) => {
            const imam = eidJamatText(jamat, 'imam', lang);
            return (
              <li key={`${i}-${jamat.time}`} data-place={jamat.place}>
                <span className={latin}>{formatJamatTime(jamat.time, lang)}</span>{' '}
                {t(`jamatPlaces.${jamat.place}`)}
                {imam ? (
                  <>
                    {' · '}
                    <span {...langProps(imam.lang)}>{imam.text}</span>
                  </>
                ) : null}
              </li>
            );
          })}
        </ListSlide>
      ),
    });
  }
  if (notices.ramadan) {
    const ramadan = notices.ramadan;
    const authority = ramadanText(ramadan, 'amountsAuthority', lang);
    const rupees = (amount: number) => t('ramadan.rupees', { amount: formatNumber(amount, lang) });
    slides.push({
      key: 'ramadan',
      node: (
        <ListSlide kind="ramadan" heading={t('ramadan.amountsHeading')}>
          {COMMODITIES.map((c) => (
            <li key={c} data-commodity={c}>
              {t(`ramadan.commodities.${c}`)}:{' '}
              {ramadan.fitrana ? (
                <span className={latin}>
                  {t('hall.display.fitrana', { amount: rupees(ramadan.fitrana[c]) })}
                </span>
              ) : null}
              {ramadan.fitrana && ramadan.fidya ? ' · ' : null}
              {ramadan.fidya ? (
                <span className={latin}>
                  {t('hall.display.fidya', { amount: rupees(ramadan.fidya[c]) })}
                </span>
              ) : null}
            </li>
          ))}
          {authority ? (
            <li className="hall-authority">
              <span {...langProps(authority.lang)}>{authority.text}</span>
            </li>
          ) : null}
        </ListSlide>
      ),
    });
  }
  return slides;
}
