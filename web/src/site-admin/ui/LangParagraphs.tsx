import type { ReactNode } from 'react';

/**
 * An item's text in an admin list as the admin wrote it: the English (`en`) and the Urdu (`ur`),
 * each a paragraph in its own language and direction, where given.
 */
export function LangParagraphs({ en, ur }: { en?: ReactNode; ur?: ReactNode }) {
  return (
    <>
      {en ? (
        <p lang="en" dir="ltr">
          {en}
        </p>
      ) : null}
      {ur ? (
        <p lang="ur" dir="rtl">
          {ur}
        </p>
      ) : null}
    </>
  );
}
