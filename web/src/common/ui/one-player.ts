/**
 * Only one recording or video sounds at a time: when an `<audio>` or `<video>` with sound starts
 * playing, every other one on the page is paused. Muted videos (the looping backgrounds of the
 * Bayanat cards) neither pause others nor are paused.
 */
import { useEffect } from 'react';

/** Pauses every audible `<audio>`/`<video>` of the document except `except`. */
export function pauseOtherMedia(except?: Element): void {
  document.querySelectorAll('audio, video').forEach((media) => {
    if (media === except || !(media instanceof HTMLMediaElement)) return;
    if (!media.paused && !media.muted) media.pause();
  });
}

/** 'play' does not bubble; listening in the capture phase on the document hears every player. */
function onPlay(event: Event) {
  const media = event.target;
  if (media instanceof HTMLMediaElement && !media.muted) pauseOtherMedia(media);
}

/** Installs the one-player-at-a-time rule for as long as the calling component is mounted. */
export function useOnePlayerAtATime(): void {
  useEffect(() => {
    document.addEventListener('play', onPlay, true);
    return () => document.removeEventListener('play', onPlay, true);
  }, []);
}
