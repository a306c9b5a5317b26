import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { docConverter, StoredDataError } from './firestore-converter.ts';

const schema = z.object({ title: z.string(), count: z.number() });
const snapshot = (data: unknown) => ({ id: 'abc', ref: { path: 'things/abc' }, data: () => data });

describe('docConverter', () => {
  const converter = docConverter(schema);

  it('reads a matching document with its id', () => {
    expect(converter.fromFirestore(snapshot({ title: 'x', count: 2 }))).toEqual({
      id: 'abc',
      title: 'x',
      count: 2,
    });
  });

  it('refuses a document of the wrong shape, naming the path and the field', () => {
    expect(() => converter.fromFirestore(snapshot({ title: 'x', count: '2' }))).toThrow(
      StoredDataError,
    );
    expect(() => converter.fromFirestore(snapshot({ title: 'x' }))).toThrow(/things\/abc.*count/);
  });

  it('writes the fields without the id', () => {
    expect(converter.toFirestore({ id: 'abc', title: 'x', count: 1 })).toEqual({
      title: 'x',
      count: 1,
    });
  });
});
