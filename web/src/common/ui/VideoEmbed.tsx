import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typedTextProps } from './typed-text.ts';
import { pauseOtherMedia } from './one-player.ts';
import './video-embed.css';

/**
 * A YouTube or Vimeo video that loads nothing heavy until asked: a poster button first, the
 * player iframe after a click (keeps slow mobile connections fast). `embedUrl` is an embed
 * address (see `toEmbedUrl` in @masjid/domain/event); `title` names the video for screen readers
 * (its `lang` guessed from its script).
 * Sized 560x315 at most, scaling down on narrow screens. Loading the player pauses any recording
 * that is playing, as the video starts on its own.
 */
export function VideoEmbed({ embedUrl, title }: { embedUrl: string; title: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const youtubeId = /youtube\.com\/embed\/([\w-]+)/.exec(embedUrl)?.[1];
  const poster = youtubeId ? `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg` : undefined;
  return (
    <div className="video-frame video-embed">
      {playing ? (
        <iframe
          src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
          title={title}
          width={560}
          height={315}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="video-poster"
          onClick={() => {
            pauseOtherMedia();
            setPlaying(true);
          }}
        >
          {/* An image rather than an inline background style: the Content-Security-Policy allows
              no style attributes in the prerendered HTML. */}
          {poster ? (
            <img className="video-poster-image" src={poster} alt="" loading="lazy" />
          ) : null}
          <span className="video-play" aria-hidden="true" />
          <span className="visually-hidden">
            {t('pages.video.play')}: <span {...typedTextProps(title)}>{title}</span>
          </span>
        </button>
      )}
    </div>
  );
}
