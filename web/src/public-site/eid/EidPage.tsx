import { useTranslation } from 'react-i18next';
import { formatJamatTime } from '@masjid/domain/jamat';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { comingEid, eidJamatText, eidJamatsId, type EidJamat } from '@masjid/domain/eid';
import { monthStartsOf, useHijriMonthStarts } from '../../common/time/hijri-months.ts';
import { formatCalendarDay, latinClass } from '../../common/time/karachi-time.ts';
import { useEidJamats } from '../../common/eid/eid-data.ts';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { langProps } from '../../common/ui/typed-text.ts';
import { SharePicture } from '../share-picture/SharePicture.tsx';
import './eid.css';

type Lang = 'en' | 'ur';

/**
 * `/eid` and `/ur/eid` (issue 42 §1, decision 0049): the coming Eid (al-Fitr or al-Adha, from the
 * Hijri calendar with the moon-sighting decisions), its day "expected" until the month's decision
 * is recorded, and its jamats when the site admin has published them (`eidJamats/{year}-{eid}`):
 * time, place, bayan language, imam and note (typed text with its lang/dir), and the picture of
 * them to share (SharePicture, decision 0051).
 */
export function EidPage() {
  const { t, i18n } = useTranslation('public');
  const lang: Lang = i18n.language === 'ur' ? 'ur' : 'en';
  const monthStarts = monthStartsOf(useHijriMonthStarts());
  const eids = useEidJamats();
  const eid = comingEid(karachiIsoToday(), monthStarts);
  const id = eidJamatsId(eid.hijriYear, eid.eid);
  const doc =
    eids.status === 'ready' ? eids.data.find((e) => e.id === id && e.published) : undefined;
  const name = t(eid.eid === 'fitr' ? 'eid.fitr' : 'eid.adha', { year: eid.hijriYear });

  return (
    <>
      <PageBanner title={t('eid.title')} lead={t('eid.lead')} />
      <section className="section eid-page" data-eid={id}>
        <div className="container">
          <h2 id="eid-name">{name}</h2>
          <p className="eid-day" data-decided={eid.decided}>
            {t(eid.decided ? 'eid.decided' : 'eid.expected', {
              date: formatCalendarDay(eid.date, lang),
            })}
          </p>
          {doc ? (
            <>
              <ol className="eid-jamats" aria-labelledby="eid-name">
                {doc.jamats.map((jamat, i) => (
                  <EidJamatItem key={`${i}-${jamat.time}`} jamat={jamat} n={i + 1} lang={lang} />
                ))}
              </ol>
              <SharePicture kind="eid" />
            </>
          ) : (
            <p className="eid-pending">
              {eids.status === 'loading' ? t('eid.loading') : t('eid.notPublished')}
            </p>
          )}
        </div>
      </section>
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
