import { typedTextProps } from './typed-text.ts';

/**
 * Text that people typed (a title, a name), as a span with the `lang` and `dir` its script
 * suggests: an English title inside an Urdu sentence is then read and drawn as English.
 */
export function TypedText({ text }: { text: string }) {
  return <span {...typedTextProps(text)}>{text}</span>;
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
