import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BAYAN_SPEAKER_LINE } from '@masjid/domain/recording';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { usePageShare, usePageTitle } from '../../common/ui/use-page-title.ts';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { bayanKind } from '../../common/recordings/bayan-kinds.ts';
import { useRecording } from '../../common/recordings/recordings-data.ts';
import { NotFoundPage } from '../../common/ui/NotFoundPage.tsx';
import { ShareButton } from '../../common/ui/ShareButton.tsx';
import { RecordingAudio, recordingTitle } from '../../common/recordings/RecordingCard.tsx';
import { usePick } from '../../common/ui/LocalText.tsx';
import { BayanatLink } from './BayanatLink.tsx';
import './bayanat.css';

/**
 * A single recording, /bayan/{id}: title, date, the fixed Urdu speaker line and the
 * audio player, with Share; the not-found page for an unknown id (the API answers 404), a
 * message for a failed request.
 */
export function BayanPage() {
  const { id = '' } = useParams();
  const query = useRecording(id);
  // A malformed or unknown id names no recording. Not-found sets its own title, so the bayan's
  // title hook must not run then.
  if (query.data === null) return <NotFoundPage />;
  return <BayanView id={id} query={query} />;
}

function BayanView({ id, query }: { id: string; query: ReturnType<typeof useRecording> }) {
  const { t, i18n } = useTranslation('public');
  const pick = usePick();
  const title = query.data ? pick(recordingTitle(query.data)) : undefined;
  usePageTitle(title?.text ?? t('pages.bayanat.bayan'));
  // A shared link's card: what the bayan is, and its day.
  const recorded = query.data;
  usePageShare(
    recorded
      ? {
          description: `${t(`pages.bayanat.kinds.${recorded.category}.title`)} · ${formatCalendarDay(recorded.date, i18n.language)}`,
        }
      : {},
  );

  useEffect(() => {
    if (query.isError) console.error(`Loading bayan ${id} failed`, query.error);
  }, [id, query.isError, query.error]);

  if (query.isPending || query.isError) {
    const failed = query.isError;
    return (
      <>
        <PageBanner title={t('pages.bayanat.bayan')} />
        <section className={`container section ${failed ? 'bayan-empty' : 'bayan-single'}`}>
          <p className={failed ? 'error-text' : 'status-text'} role={failed ? 'alert' : 'status'}>
            {t(failed ? 'pages.bayanat.failedBayan' : 'pages.bayanat.loadingBayan')}
          </p>
          {failed ? <BayanatLink to="/hazrat">{t('pages.bayanat.back')}</BayanatLink> : null}
        </section>
      </>
    );
  }

  const recording = query.data;
  if (!recording) return null;
  const kind = bayanKind(recording.category);
  const shown = pick(recordingTitle(recording));
  const kindTitle = t(`pages.bayanat.kinds.${recording.category}.title`);
  return (
    <>
      <PageBanner
        title={shown.text}
        titleLang={{ lang: shown.lang, dir: shown.dir }}
        lead={kindTitle}
      />
      <section className="container section bayan-single">
        <article className="card">
          <div className="card-body">
            <p className="recording-date">
              <time dateTime={recording.date}>
                {formatCalendarDay(recording.date, i18n.language)}
              </time>
            </p>
            <p className="bayan-speaker" lang="ur" dir="rtl">
              {BAYAN_SPEAKER_LINE}
            </p>
            <RecordingAudio recording={recording} preload="metadata" />
            <ShareButton path={`/bayan/${encodeURIComponent(recording.id)}`} title={shown.text} />
          </div>
        </article>
        <BayanatLink to={kind.to} className="bayan-empty">
          {t('pages.bayanat.more', { kind: kindTitle })}
        </BayanatLink>
      </section>
    </>
  );
}
