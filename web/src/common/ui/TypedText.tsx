import { typedTextProps } from './typed-text.ts';

/**
 * Text that people typed (a title, a name), as a span with the `lang` and `dir` its script
 * suggests: an English title inside an Urdu sentence is then read and drawn as English.
 */
export function TypedText({ text }: { text: string }) {
  return <span {...typedTextProps(text)}>{text}</span>;
}
