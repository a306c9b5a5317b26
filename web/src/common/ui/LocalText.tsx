import { useTranslation } from 'react-i18next';
import { pickText, type LocalText } from '@masjid/domain/content';

/** An admin-written text picked for the interface language, with the attributes its element needs. */
export interface PickedText {
  text: string;
  lang: 'en' | 'ur';
  dir: 'rtl' | 'ltr';
}

/**
 * Picks an admin-written text in the interface language: the Urdu version when Urdu is chosen and
 * there is one, else the English, with the `lang`/`dir` to put on its element (so English inside
 * an Urdu page is drawn in the Latin font, left to right).
 */
export function usePick(): (value: LocalText | undefined) => PickedText {
  const { i18n } = useTranslation();
  return (value) => {
    const picked = pickText(value, i18n.language);
    return { ...picked, dir: picked.lang === 'ur' ? 'rtl' : 'ltr' };
  };
}

type Tag = 'span' | 'p' | 'h1' | 'h2' | 'h3' | 'strong' | 'div';

/**
 * An admin-written text (`{ en, ur? }`) as element `as` (default span) with its `lang` and `dir`;
 * nothing when the picked text is empty.
 */
export function Local({
  value,
  as: Element = 'span',
  className,
  id,
}: {
  value: LocalText | undefined;
  as?: Tag;
  className?: string;
  id?: string;
}) {
  const pick = usePick();
  const { text, lang, dir } = pick(value);
  if (!text) return null;
  return (
    <Element className={className} id={id} lang={lang} dir={dir}>
      {text}
    </Element>
  );
}
