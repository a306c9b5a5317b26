import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '@masjid/domain/site';
import { usePrefersReducedMotion } from '../../common/ui/use-reduced-motion.ts';
import './slideshow.css';

/** Autoplay interval in milliseconds (the fade, 1.5 s, is in slideshow.css). */
const SLIDE_INTERVAL_MS = 5000;
const SLIDE_IMAGES = [1, 2, 3].map((n) => ({
  small: `/images/slides/slide-${n}-640.webp`,
  large: `/images/slides/slide-${n}-1280.webp`,
}));

/**
 * The home slideshow: three images, one at a time, fading over 1500 ms, advancing
 * every 5000 ms in an endless loop, with dots and arrows. It pauses while hovered or while focus is
 * inside it, and does not move by itself when the reader prefers reduced motion.
 */
export function Slideshow() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = SLIDE_IMAGES.length;
  const slides = t('home.slides', { returnObjects: true, site: site.name }) as {
    title: string;
    text: string;
  }[];

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => go(index + 1), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, go]);

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={t('home.slideshowLabel')}
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="slides" aria-live={paused ? 'polite' : 'off'}>
        {SLIDE_IMAGES.map((img, i) => {
          const slide = slides[i];
          const active = i === index;
          return (
            <div
              key={img.large}
              className={`slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={!active}
              data-slide={i}
            >
              <img
                src={img.large}
                srcSet={`${img.small} 640w, ${img.large} 1280w`}
                sizes="100vw"
                alt=""
                width={1280}
                height={540}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
              {slide ? (
                <div className="slide-caption">
                  <h2>{slide.title}</h2>
                  <p>{slide.text}</p>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      <button type="button" className="slide-arrow prev" onClick={() => go(index - 1)}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t('home.previous')}</span>
      </button>
      <button type="button" className="slide-arrow next" onClick={() => go(index + 1)}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{t('home.next')}</span>
      </button>
      <div className="slide-dots">
        {SLIDE_IMAGES.map((img, i) => (
          <button
            key={img.small}
            type="button"
            className="slide-dot"
            aria-current={i === index}
            aria-label={t('home.goToSlide', { n: i + 1 })}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
