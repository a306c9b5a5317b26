import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, LinkedCardBody } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { BAYAN_KINDS, type BayanKind } from '../../common/recordings/bayan-kinds.ts';
import { usePrefersReducedMotion } from '../../common/ui/use-reduced-motion.ts';
import { VideoBayans } from './VideoBayans.tsx';
import './bayanat.css';

/**
 * The Bayanat page, /hazrat: two cards with muted looping videos, Friday Bayan (to
 * /fridaybayan) and Morning Dars (to /sundaybayan). The videos play on their own only when the
 * visitor has not asked for reduced motion, and a button pauses or plays them (WCAG 2.2.2).
 * Below them, the video bayans the site admin keeps.
 */
export function HazratPage() {
  const { t } = useTranslation('public');
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  const stopped = paused ?? reducedMotion;

  return (
    <>
      <CardGridPage
        title={t('pages.bayanat.title')}
        lead={t('pages.bayanat.lead')}
        listClassName="grid bayan-grid"
        footer={
          <p className="bayan-motion">
            <button type="button" className="btn btn-outline" onClick={() => setPaused(!stopped)}>
              {stopped ? t('pages.bayanat.playVideos') : t('pages.bayanat.pauseVideos')}
            </button>
          </p>
        }
      >
        {BAYAN_KINDS.map((kind) => (
          <BayanCard key={kind.category} kind={kind} stopped={stopped} />
        ))}
      </CardGridPage>
      <VideoBayans />
    </>
  );
}

function BayanCard({ kind, stopped }: { kind: BayanKind; stopped: boolean }) {
  const { t } = useTranslation('public');
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true; // React sets `muted` as a property only; autoplay needs it before play().
    if (stopped) video.pause();
    else void video.play().catch(() => undefined);
  }, [stopped]);

  return (
    <Card
      className="card-zoom bayan-card"
      media={
        <video
          ref={videoRef}
          className="card-media"
          muted
          loop
          playsInline
          autoPlay={!stopped}
          preload={stopped ? 'none' : 'auto'}
          poster={`${kind.video}.webp`}
          width={640}
          height={360}
          aria-hidden="true"
          tabIndex={-1}
        >
          <source src={`${kind.video}.webm`} type="video/webm" />
          <source src={`${kind.video}.mp4`} type="video/mp4" />
        </video>
      }
    >
      <LinkedCardBody
        level={2}
        to={kind.to}
        title={t(`pages.bayanat.kinds.${kind.category}.title`)}
        text={t(`pages.bayanat.kinds.${kind.category}.caption`)}
        more={t('pages.bayanat.listen')}
      />
    </Card>
  );
}
