import { langProps, typedTextProps } from './typed-text.ts';

/**
 * Text that people typed (a title, a name), as a span with the `lang` and `dir` its script
 * suggests: an English title inside an Urdu sentence is then read and drawn as English.
 */
export function TypedText({ text }: { text: string }) {
  return <span {...typedTextProps(text)}>{text}</span>;
}

/**
 * A short text people typed (a place) inside a line in the page's language, e.g. an English
 * address after an Urdu date: an isolated `<bdi>` with its own `lang` and `dir` (`lang` when the
 * text's language is known, else from its script), kept in one piece (`.typed-inline`,
 * styles.css), so a line break moves it whole to the next line instead of splitting it between
 * the two ends of the line ("Masjid Al-" at the left, "Noor main gate" at the right of the next).
 */
export function TypedInline({
  text,
  lang,
  className,
}: {
  text: string;
  lang?: 'en' | 'ur';
  className?: string;
}) {
  return (
    <bdi
      className={className ? `typed-inline ${className}` : 'typed-inline'}
      {...(lang ? langProps(lang) : typedTextProps(text))}
    >
      {text}
    </bdi>
  );
}

const MARK = '\u0000';

/**
 * A translated sentence holding typed text, e.g. `Edit “{{title}}”`: `sentence(marker)` gives the
 * sentence with `marker` where the text goes; the text is put there as a TypedText, so an English
 * title inside an Urdu sentence keeps its own language and direction.
 */
export function TypedInSentence({
  sentence,
  text,
}: {
  sentence: (marker: string) => string;
  text: string;
}) {
  const [before = '', after = ''] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <TypedText text={text} />
      {after}
    </>
  );
}
