import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pick } from '@masjid/domain/site-details';
import type { Slide } from '@masjid/domain/slide';
import { StoredPicture } from '../../common/ui/StoredPicture.tsx';
import { useSlides } from '../../common/media/slides-data.ts';
import { useSiteDetails } from '../../common/site-content/site-details-data.ts';
import { attachSlideshow } from './slideshow-behaviour.ts';
import './slideshow.css';

/**
 * The home slideshow: the slides the site admin manages (live), one at a time, fading over
 * 1500 ms, advancing every 5000 ms in an endless loop, with dots and arrows. It pauses while
 * hovered or while focus is inside it, and does not move by itself when the reader prefers
 * reduced motion (slideshow-behaviour.ts moves it, also before the app has started). The frame
 * has a fixed aspect ratio, so the page does not move while the
 * slides load; with no slides it shows the site's name in the same frame.
 */
export function Slideshow() {
  const { t, i18n } = useTranslation('public');
  const state = useSlides();
  // Without slides the frame shows the mosque's name as the site admin set it.
  const name = pick(useSiteDetails().name, i18n.language);
  if (state.status !== 'ready' || state.data.length === 0)
    return (
      <section
        className="slideshow"
        aria-label={t('home.slideshowLabel')}
        aria-busy={state.status === 'loading'}
      >
        <div className="slides">
          <div className="slide is-active slide-empty">
            <div className="slide-frame" />
            {state.status === 'ready' ? (
              <div className="slide-caption">
                <h2 lang={name.lang} dir={name.lang === 'ur' ? 'rtl' : 'ltr'}>
                  {name.text}
                </h2>
              </div>
            ) : null}
          </div>
        </div>
      </section>
    );
  return <SlideCarousel slides={state.data} />;
}

/**
 * The slideshow with its slides (at least one), rendered with the first one shown: which slide is
 * shown, and the pause, belong to slideshow-behaviour.ts, which a served home page's own script
 * attaches before the app starts.
 */
function SlideCarousel({ slides }: { slides: Slide[] }) {
  const { t, i18n } = useTranslation('public');
  const urdu = i18n.language === 'ur';
  const sectionRef = useRef<HTMLElement>(null);
  const count = slides.length;

  useEffect(() => {
    if (sectionRef.current) return attachSlideshow(sectionRef.current);
  }, []);

  return (
    <section
      ref={sectionRef}
      className="slideshow"
      aria-roledescription="carousel"
      aria-label={t('home.slideshowLabel')}
      data-paused="false"
    >
      <div className="slides" aria-live="off">
        {slides.map((slide, i) => {
          const active = i === 0;
          const lang = urdu ? 'ur' : 'en';
          const heading = urdu ? slide.headingUr : slide.headingEn;
          const caption = urdu ? slide.captionUr : slide.captionEn;
          return (
            <div
              key={slide.id}
              className={`slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={!active}
              data-slide={i}
            >
              <StoredPicture
                image={slide.image}
                alt={urdu ? slide.altUr : slide.altEn}
                sizes="100vw"
                eager={i === 0}
              />
              {heading || caption ? (
                <div className="slide-caption" lang={lang} dir={urdu ? 'rtl' : 'ltr'}>
                  {heading ? <h2>{heading}</h2> : null}
                  {caption ? <p>{caption}</p> : null}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      <button type="button" className="slide-arrow prev" data-without-app="">
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t('home.previous')}</span>
      </button>
      <button type="button" className="slide-arrow next" data-without-app="">
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{t('home.next')}</span>
      </button>
      <div className="slide-dots">
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className="slide-dot"
            aria-current={i === 0}
            aria-label={t('home.goToSlide', { n: i + 1 })}
            data-without-app=""
          />
        ))}
      </div>
    </section>
  );
}
