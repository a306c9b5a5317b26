/**
 * The coming Eid and its jamats, as `/eid` and home show them (issue 42 §1, decision 0049): which
 * Eid comes next and on what day (moon-sighting decisions included), its published document, and
 * the name, day line and jamat cards. Apart from EidPage so home does not load the page's chunk.
 */
import { useTranslation } from 'react-i18next';
import { formatJamatTime } from '@masjid/domain/jamat';
import { comingEid, eidJamatText, eidJamatsId, type EidJamat } from '@masjid/domain/eid';
import { monthStartsOf, useHijriMonthStarts } from '../../common/time/hijri-months.ts';
import { formatCalendarDay, latinClass } from '../../common/time/karachi-time.ts';
import { useEidJamats } from '../../common/eid/eid-data.ts';
import { langProps } from '../../common/ui/typed-text.ts';
import './eid.css';

type Lang = 'en' | 'ur';

/**
 * The coming Eid and the day it is on, for `today` (`YYYY-MM-DD` Karachi): its name, its day
 * (moon-sighting decisions included), its published document `eidJamats/{year}-{eid}` if any
 * (`loading` while the list is read). For `/eid` and home.
 */
export function useComingEid(today: string) {
  const monthStarts = monthStartsOf(useHijriMonthStarts());
  const eids = useEidJamats();
  const eid = comingEid(today, monthStarts);
  const id = eidJamatsId(eid.hijriYear, eid.eid);
  const doc =
    eids.status === 'ready' ? eids.data.find((e) => e.id === id && e.published) : undefined;
  return { eid, id, doc, loading: eids.status === 'loading' };
}

/**
 * An Eid's name (as `Heading`), its day ("expected" until decided) and its jamats as cards, or
 * "will be announced" while none is published.
 */
export function EidJamatsOf({
  eid,
  doc,
  loading,
  Heading,
}: Omit<ReturnType<typeof useComingEid>, 'id'> & { Heading: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('public');
  const lang: Lang = i18n.language === 'ur' ? 'ur' : 'en';
  const headingId = `eid-name-${Heading}`;
  return (
    <>
      <Heading id={headingId} className="eid-name">
        {t(eid.eid === 'fitr' ? 'eid.fitr' : 'eid.adha', { year: eid.hijriYear })}
      </Heading>
      <p className="eid-day" data-decided={eid.decided}>
        {t(eid.decided ? 'eid.decided' : 'eid.expected', {
          date: formatCalendarDay(eid.date, lang),
        })}
      </p>
      {doc ? (
        <ol className="eid-jamats" aria-labelledby={headingId}>
          {doc.jamats.map((jamat, i) => (
            <EidJamatItem key={`${i}-${jamat.time}`} jamat={jamat} n={i + 1} lang={lang} />
          ))}
        </ol>
      ) : (
        <p className="eid-pending">{loading ? t('eid.loading') : t('eid.notPublished')}</p>
      )}
    </>
  );
}

/** One jamat: its time large, then place, bayan language, imam and note. */
function EidJamatItem({ jamat, n, lang }: { jamat: EidJamat; n: number; lang: Lang }) {
  const { t } = useTranslation('public');
  const imam = eidJamatText(jamat, 'imam', lang);
  const note = eidJamatText(jamat, 'note', lang);
  return (
    <li className="eid-jamat" data-place={jamat.place}>
      <p className="eid-jamat-head">
        <span className="eid-jamat-n">{t('eid.jamat', { n })}</span>{' '}
        <time className={`eid-jamat-time ${latinClass(lang)}`}>
          {formatJamatTime(jamat.time, lang)}
        </time>
      </p>
      <dl className="eid-jamat-facts">
        <dt>{t('eid.place')}</dt>
        <dd>{t(`jamatPlaces.${jamat.place}`)}</dd>
        <dt>{t('eid.language')}</dt>
        <dd>{t(`bayanLanguages.${jamat.language}`)}</dd>
        {imam ? (
          <>
            <dt>{t('eid.imam')}</dt>
            <dd {...langProps(imam.lang)}>{imam.text}</dd>
          </>
        ) : null}
      </dl>
      {note ? (
        <p className="eid-jamat-note" {...langProps(note.lang)}>
          {note.text}
        </p>
      ) : null}
    </li>
  );
}
