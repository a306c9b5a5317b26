import type { ReactNode } from 'react';
import { TypedText } from './TypedText.tsx';

/**
 * What follows a button's or link's visible label for screen readers only, ": {name}", so that
 * "Delete" in a list says which item it deletes.
 */
export function ForItem({ name }: { name: ReactNode }) {
  return <span className="visually-hidden">: {name}</span>;
}

/** ForItem of text someone typed (a title, a name), in its own language and direction. */
export function ForTyped({ text }: { text: string }) {
  return <ForItem name={<TypedText text={text} />} />;
}
