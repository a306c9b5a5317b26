import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The picture at the top of a card. Width and height (CSS pixels, default 800 x 450) are the
 * intrinsic size the browser reserves before the file arrives; `className` defaults to
 * `card-media` (16:9, cropped). Images load lazily: cards sit below the banner.
 */
export type CardImage = {
  src: string;
  /** Empty when the card's title already says what the picture shows. */
  alt: string;
  /** The language of `alt` when it may differ from the page's (admin-written English). */
  lang?: 'en' | 'ur';
  width?: number;
  height?: number;
  className?: string;
};

/** A card's picture: an `<img>` that loads lazily and decodes off the main thread. */
function CardPicture({
  src,
  alt,
  lang,
  width = 800,
  height = 450,
  className = 'card-media',
}: CardImage) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      lang={lang}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * One card: a white panel with an optional picture (`image`) or other media (`media`, e.g. a
 * video) above its `card-body`, which holds `children`. `as` is `li` inside a CardList and
 * `article` for a card that stands alone; `className` adds to `card` (e.g. `card-zoom
 * course-card`).
 */
export function Card({
  as: Tag = 'li',
  className,
  image,
  media,
  children,
}: {
  as?: 'li' | 'article';
  className?: string;
  image?: CardImage;
  media?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Tag className={className ? `card ${className}` : 'card'}>
      {image ? <CardPicture {...image} /> : media}
      <div className="card-body">{children}</div>
    </Tag>
  );
}

/**
 * A list of cards, `<ul role="list">` (the role keeps the list announced once its bullets are
 * gone); `className` is the page's grid (e.g. `grid about-grid`).
 */
export function CardList({ className, children }: { className: string; children: ReactNode }) {
  return (
    <ul className={`card-list ${className}`} role="list">
      {children}
    </ul>
  );
}

/**
 * A page section holding a CardList: `<section class="container section …">`, with an optional
 * `<h2 class="section-title">` (its `titleId` labels the section) and `section-lead`, and `footer`
 * after the list (a note or a call to action).
 */
export function CardSection({
  className,
  title,
  titleId,
  lead,
  listClassName,
  footer,
  children,
}: {
  className?: string;
  title?: string;
  titleId?: string;
  lead?: ReactNode;
  listClassName: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `container section ${className}` : 'container section'}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
      ) : null}
      {lead ? <p className="section-lead">{lead}</p> : null}
      <CardList className={listClassName}>{children}</CardList>
      {footer}
    </section>
  );
}

/**
 * The body of a card whose title is a link covering the whole card (the card needs `position:
 * relative`): the title at heading `level` linking to `to`, `text`, and a `more` cue such as
 * 'Read more →', hidden from screen readers because the link already names the target.
 */
export function LinkedCardBody({
  level,
  to,
  title,
  text,
  more,
}: {
  level: 2 | 3;
  to: string;
  title: string;
  /** The card's line; a node when it carries its own `lang`. */
  text: ReactNode;
  more: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading>
        <Link to={to} className="card-link">
          {title}
        </Link>
      </Heading>
      <p>{text}</p>
      <span className="card-more" aria-hidden="true">
        {more}
      </span>
    </>
  );
}
