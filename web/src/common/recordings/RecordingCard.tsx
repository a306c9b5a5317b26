import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDuration, isoDuration, type Recording } from '@masjid/domain/recording';
import { formatCalendarDay } from '../time/karachi-time.ts';
import { ShareButton } from '../ui/ShareButton.tsx';
import type { LocalText } from '@masjid/domain/content';
import { usePick } from '../ui/LocalText.tsx';

/** A recording's title as an admin-written text: the English and the optional Urdu. */
export function recordingTitle(recording: Pick<Recording, 'title' | 'titleUr'>): LocalText {
  return { en: recording.title, ur: recording.titleUr };
}

/**
 * The audio player of a recording. `preload="none"` in listings: a page of 12 costs no audio on a
 * phone plan until one is played; `"metadata"` on a single recording, to show its length.
 * `"metadata"` is asked for only once the app runs: the HTML rendered on the server says `"none"`,
 * since a page's `load` event waits for its audio's metadata and the app starts on `load`
 * (issue 17: a bayan's first visit on slow 4G). The stored length is written above the player, since
 * a player that has loaded nothing shows 0:00 (issue 39 §4).
 */
export function RecordingAudio({
  recording,
  preload,
}: {
  recording: Pick<Recording, 'id' | 'downloadURL' | 'title' | 'titleUr' | 'durationSeconds'>;
  preload: 'none' | 'metadata';
}) {
  const { t } = useTranslation();
  const title = usePick()(recordingTitle(recording));
  const labelId = `play-${recording.id}`;
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  // The player's name is 'Play: {title}' from a hidden element rather than an aria-label, so the
  // title keeps its own language (an English title inside an Urdu page is read as English).
  return (
    <>
      <span id={labelId} hidden>
        {t('pages.bayanat.playWord')}{' '}
        <span lang={title.lang} dir={title.dir}>
          {title.text}
        </span>
      </span>
      {recording.durationSeconds ? (
        <p className="recording-length" data-testid="recording-length">
          {t('pages.bayanat.length')}:{' '}
          <time dateTime={isoDuration(recording.durationSeconds)} dir="ltr">
            {formatDuration(recording.durationSeconds)}
          </time>
        </p>
      ) : null}
      <audio
        className="recording-audio"
        controls
        preload={started ? preload : 'none'}
        src={recording.downloadURL}
        aria-labelledby={labelId}
      />
    </>
  );
}

/**
 * One recording of a listing: topic, date, an audio player that downloads nothing until
 * it is played (`preload="none"`: a page of 12 costs no audio on a phone plan), and Share.
 */
export function RecordingCard({ recording }: { recording: Recording }) {
  const { i18n } = useTranslation();
  const title = usePick()(recordingTitle(recording));
  return (
    <li className="card recording-card">
      <div className="card-body">
        <h2 className="recording-title">
          <Link to={`/bayan/${recording.id}`} lang={title.lang} dir={title.dir}>
            {title.text}
          </Link>
        </h2>
        <p className="recording-date">
          <time dateTime={recording.date}>{formatCalendarDay(recording.date, i18n.language)}</time>
        </p>
        <RecordingAudio recording={recording} preload="none" />
        <ShareButton path={`/bayan/${encodeURIComponent(recording.id)}`} title={title.text} />
      </div>
    </li>
  );
}
