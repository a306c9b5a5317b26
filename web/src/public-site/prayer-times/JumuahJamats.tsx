import { useTranslation } from 'react-i18next';
import { jumuahJamats } from '@masjid/domain/jumuah';
import { useJamatTimings } from '../../common/jamat/jamat-timings.ts';
import { useJumuah } from '../../common/jamat/jumuah-data.ts';
import { formatClockTime, latinClass } from '../../common/time/karachi-time.ts';
import { SharePicture } from '../share-picture/SharePicture.tsx';

/**
 * Under the jamat table, where the Jumma time is shown: every Jumu'ah jamat (decision 0049), in
 * time order, each with its time, place, bayan language and bayan start when set: "Jamat 2 ·
 * 2:15 PM · Courtyard · bayan in English from 1:50 PM". The first is always the table's
 * Jumma time (`jumuahJamats` with the timings shown), and their picture to share (decision
 * 0051). Nothing until both reads are in.
 */
export function JumuahJamats() {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const timings = useJamatTimings();
  const jumuah = useJumuah();
  if (timings.status !== 'ready' || jumuah.status !== 'ready') return null;
  const jamats = jumuahJamats(timings.data, jumuah.data.jamats);
  if (jamats.length === 0) return null;
  const clock = (time: string) => (
    <time className={latinClass(lang)}>{formatClockTime(time, lang)}</time>
  );
  return (
    <div className="jumuah-jamats">
      <h3 id="jumuah-title">{t('jumuah.title')}</h3>
      <ol aria-labelledby="jumuah-title">
        {jamats.map((jamat, i) => (
          <li key={`${i}-${jamat.jamatTime}`} data-place={jamat.place}>
            <b>
              {jamats.length > 1 ? <>{t('jumuah.jamat', { n: i + 1 })} · </> : null}
              {clock(jamat.jamatTime)}
            </b>{' '}
            <span>
              {t(`jamatPlaces.${jamat.place}`)} ·{' '}
              {jamat.bayanTime
                ? t('jumuah.inLanguageFrom', {
                    language: t(`bayanLanguages.${jamat.language}`),
                    time: formatClockTime(jamat.bayanTime, lang),
                  })
                : t('jumuah.inLanguage', { language: t(`bayanLanguages.${jamat.language}`) })}
            </span>
          </li>
        ))}
      </ol>
      <SharePicture kind="jumuah" />
    </div>
  );
}
