import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { validItemsSchema } from './valid-items.ts';
import { onReadableDocs } from '../firebase/stored-docs.ts';

describe('validItemsSchema', () => {
  const schema = validItemsSchema(z.object({ n: z.number() }));

  it('keeps the items that parse and leaves the others out', () => {
    expect(schema.parse([{ n: 1 }, { n: 'x' }, null, { n: 2 }])).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('refuses a value that is not a list', () => {
    expect(schema.safeParse({ n: 1 }).success).toBe(false);
  });
});

describe('onReadableDocs', () => {
  const doc = (n: number) => ({ data: () => n });

  it('hands on the documents, arranged', () => {
    const seen: (number[] | undefined)[] = [];
    onReadableDocs<number>(
      (v) => seen.push(v),
      (docs) => docs.sort((a, b) => a - b),
    )({ metadata: { fromCache: false }, empty: false, docs: [doc(2), doc(1)] });
    expect(seen).toEqual([[1, 2]]);
  });

  it('ignores an empty answer from the offline cache, not an empty one from the server', () => {
    const seen: (number[] | undefined)[] = [];
    const handle = onReadableDocs<number>((v) => seen.push(v));
    handle({ metadata: { fromCache: true }, empty: true, docs: [] });
    handle({ metadata: { fromCache: false }, empty: true, docs: [] });
    expect(seen).toEqual([undefined, []]);
  });
});
