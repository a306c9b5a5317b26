/**
 * The home slideshow's movement as the page's own behaviour, not React state (issue 17): on a
 * served home page the slides move before the app has started, or without it ever starting
 * (app/reader-start/). React renders the first slide shown and never writes these attributes
 * again; this module owns which slide is shown.
 *
 * One slide at a time, advancing every SLIDE_INTERVAL_MS in an endless loop (the 1500 ms fade is
 * in slideshow.css), with arrows and dots; it pauses while hovered or while focus is inside it,
 * and does not move by itself when the reader prefers reduced motion (the spec's home
 * slideshow: autoplay every 5000 ms, a 1500 ms fade, an endless loop).
 */

/** Autoplay interval in milliseconds. */
export const SLIDE_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const attached = new WeakMap<Element, () => void>();

/**
 * Makes the slideshow `section` (`section.slideshow` with `.slide`, `.slide-arrow.prev|next` and
 * `.slide-dot` elements) move; answers the function that stops it. A section already attached
 * answers its first stop. Slides added or removed later (a live change) are followed.
 */
export function attachSlideshow(section: Element): () => void {
  const known = attached.get(section);
  if (known) return known;
  const slides = () => [...section.querySelectorAll('.slide')];
  const dots = () => [...section.querySelectorAll('.slide-dot')];
  let index = Math.max(
    0,
    slides().findIndex((slide) => slide.classList.contains('is-active')),
  );
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const motion = window.matchMedia(REDUCED_MOTION);

  const show = () => {
    const all = slides();
    const count = all.length;
    index = count ? ((index % count) + count) % count : 0;
    const paused = hovered || focused || motion.matches;
    section.setAttribute('data-paused', String(paused));
    section.querySelector('.slides')?.setAttribute('aria-live', paused ? 'polite' : 'off');
    all.forEach((slide, i) => {
      slide.classList.toggle('is-active', i === index);
      slide.setAttribute('aria-hidden', String(i !== index));
    });
    dots().forEach((dot, i) => dot.setAttribute('aria-current', String(i === index)));
    clearTimeout(timer);
    if (!paused && count > 1)
      timer = setTimeout(() => {
        if (!section.isConnected) return stop();
        index += 1;
        show();
      }, SLIDE_INTERVAL_MS);
  };

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('.slide-arrow.prev')) index -= 1;
    else if (target?.closest('.slide-arrow.next')) index += 1;
    else {
      const dot = target?.closest('.slide-dot');
      if (!dot) return;
      index = dots().indexOf(dot);
    }
    show();
  };
  const onEnter = () => ((hovered = true), show());
  const onLeave = () => ((hovered = false), show());
  const onFocusIn = () => ((focused = true), show());
  const onFocusOut = (event: Event) => {
    const next = event instanceof FocusEvent ? event.relatedTarget : null;
    if (next instanceof Node && section.contains(next)) return;
    focused = false;
    show();
  };
  const changes = new MutationObserver(show);

  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['mouseenter', onEnter],
    ['mouseleave', onLeave],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
  ];
  for (const [type, listener] of listeners) section.addEventListener(type, listener);
  motion.addEventListener('change', show);
  const list = section.querySelector('.slides');
  if (list) changes.observe(list, { childList: true });

  function stop() {
    clearTimeout(timer);
    changes.disconnect();
    for (const [type, listener] of listeners) section.removeEventListener(type, listener);
    motion.removeEventListener('change', show);
    attached.delete(section);
  }
  attached.set(section, stop);
  show();
  return stop;
}
