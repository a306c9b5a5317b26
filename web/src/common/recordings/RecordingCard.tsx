import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Recording } from '@masjid/domain/recording';
import { formatCalendarDay } from '../time/karachi-time.ts';
import { ShareButton } from '../ui/ShareButton.tsx';
import { isolate, typedTextProps } from '../ui/typed-text.ts';

/**
 * The audio player of a recording. `preload="none"` in listings: a page of 12 costs no audio on a
 * phone plan until one is played; `"metadata"` on a single recording, to show its length.
 */
export function RecordingAudio({
  recording,
  preload,
}: {
  recording: Pick<Recording, 'downloadURL' | 'title'>;
  preload: 'none' | 'metadata';
}) {
  const { t } = useTranslation();
  return (
    <audio
      className="recording-audio"
      controls
      preload={preload}
      src={recording.downloadURL}
      aria-label={t('pages.bayanat.play', { title: isolate(recording.title) })}
    />
  );
}

/**
 * One recording of a listing: topic, date, an audio player that downloads nothing until
 * it is played (`preload="none"`: a page of 12 costs no audio on a phone plan), and Share.
 */
export function RecordingCard({ recording }: { recording: Recording }) {
  const { i18n } = useTranslation();
  return (
    <li className="card recording-card">
      <div className="card-body">
        <h2 className="recording-title">
          <Link to={`/bayan/${recording.id}`} {...typedTextProps(recording.title)}>
            {recording.title}
          </Link>
        </h2>
        <p className="recording-date">
          <time dateTime={recording.date}>{formatCalendarDay(recording.date, i18n.language)}</time>
        </p>
        <RecordingAudio recording={recording} preload="none" />
        <ShareButton id={recording.id} title={recording.title} />
      </div>
    </li>
  );
}
