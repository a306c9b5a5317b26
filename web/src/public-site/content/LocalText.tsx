import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  detailLines,
  parseBody,
  type ContentEntryData,
  type LocalText,
} from '@masjid/domain/content';
import { usePick } from '../../common/ui/LocalText.tsx';
import type { LiveState } from '../../common/data/live-query.ts';
import type { CardImage } from '../../common/ui/Card.tsx';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import './content.css';

type ContentLinkData = NonNullable<ContentEntryData['link']>;

/**
 * A long admin-written text (@masjid/domain/content `parseBody`): paragraphs, and the sections
 * with a heading as a list of panels (`sectionsClassName`) with headings at `level`.
 */
export function ContentBody({
  value,
  level = 2,
  sectionsClassName = 'content-sections',
}: {
  value: LocalText | undefined;
  level?: 2 | 3;
  sectionsClassName?: string;
}) {
  const pick = usePick();
  const { text, lang, dir } = pick(value);
  const Heading = level === 2 ? 'h2' : 'h3';
  const blocks: ReactNode[] = [];
  let panels: ReactNode[] = [];
  const flush = () => {
    if (panels.length)
      blocks.push(
        <ul key={`s${blocks.length}`} className={sectionsClassName} role="list">
          {panels}
        </ul>,
      );
    panels = [];
  };
  parseBody(text).forEach((section, i) => {
    if (section.heading) {
      panels.push(
        <li key={i}>
          <Heading>{section.heading}</Heading>
          {section.paragraphs.map((p, j) => (
            <p key={j}>{p}</p>
          ))}
        </li>,
      );
      return;
    }
    flush();
    section.paragraphs.forEach((p, j) => blocks.push(<p key={`${i}-${j}`}>{p}</p>));
  });
  flush();
  if (!blocks.length) return null;
  return (
    <div className="content-body" lang={lang} dir={dir}>
      {blocks}
    </div>
  );
}

/** The `Label: value` lines of an admin-written `details` text as a definition list. */
export function DetailList({
  value,
  className,
}: {
  value: LocalText | undefined;
  className: string;
}) {
  const pick = usePick();
  const { text, lang, dir } = pick(value);
  const lines = detailLines(text);
  if (!lines.length) return null;
  return (
    <dl className={className} lang={lang} dir={dir}>
      {lines.map((line, i) => (
        <div key={i}>
          {line.label ? <dt>{line.label}</dt> : null}
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a content read shows before or instead of its entries: 'Loading…' (in a frame tall enough
 * that the content does not push the footer around when it arrives), the failure, or, when
 * `empty`, that there is nothing yet. Nothing once there are entries.
 */
export function ContentStatus({ state, empty }: { state: LiveState<unknown>; empty: boolean }) {
  const { t } = useTranslation('public');
  if (state.status === 'loading')
    return <p className="status-text content-loading">{t('content.loading')}</p>;
  if (state.status === 'error')
    return (
      <p className="error-text" role="alert">
        {t('content.error')}
      </p>
    );
  if (empty) return <p className="status-text content-empty">{t('content.empty')}</p>;
  return null;
}

/** The green banner of a content page: `title` (also the document title) and an admin-written lead. */
export function ContentBanner({
  title,
  lead,
  titleLang,
}: {
  title: string;
  lead: LocalText | undefined;
  /** The `lang`/`dir` of a title the site admin wrote (a picked text). */
  titleLang?: { lang: 'en' | 'ur'; dir: 'ltr' | 'rtl' };
}) {
  const pick = usePick();
  const picked = pick(lead);
  return (
    <PageBanner
      title={title}
      titleLang={titleLang}
      lead={
        picked.text ? (
          <span lang={picked.lang} dir={picked.dir}>
            {picked.text}
          </span>
        ) : undefined
      }
    />
  );
}

/** An entry's picture (`image` of @masjid/domain/content), 800 x 450 reserved; nothing without one. */
export function ContentImage({
  image,
  className,
}: {
  image: ContentEntryData['image'];
  className: string;
}) {
  const pick = usePick();
  if (!image) return null;
  const alt = pick(image.alt);
  return (
    <img
      className={className}
      src={image.src}
      alt={alt.text}
      lang={alt.lang}
      width={800}
      height={450}
      decoding="async"
    />
  );
}

/** A card's picture prop from an entry's `image` (undefined without one). */
export function useCardImage(): (image: ContentEntryData['image']) => CardImage | undefined {
  const pick = usePick();
  return (image) => {
    if (!image) return undefined;
    const alt = pick(image.alt);
    return { src: image.src, alt: alt.text, lang: alt.lang };
  };
}

/** An entry's external link as a button that opens in a new tab. */
export function ContentLink({ link, className }: { link: ContentLinkData; className: string }) {
  const { t } = useTranslation('public');
  const pick = usePick();
  const label = pick(link.label);
  return (
    <a
      className={className}
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      lang={label.lang}
      dir={label.dir}
    >
      {label.text}
      <span className="visually-hidden"> {t('content.newTab')}</span>
    </a>
  );
}

/** An admin-written `details` text on one line (`Label: value · value`), as element `as`. */
export function DetailsInline({
  value,
  className,
}: {
  value: LocalText | undefined;
  className?: string;
}) {
  const pick = usePick();
  const { text, lang, dir } = pick(value);
  if (!text) return null;
  return (
    <span className={className} lang={lang} dir={dir}>
      {detailLines(text)
        .map((line) => (line.label ? `${line.label}: ${line.value}` : line.value))
        .join(' · ')}
    </span>
  );
}
