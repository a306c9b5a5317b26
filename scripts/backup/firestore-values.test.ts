/**
 * The backup's value form: every type the Admin SDK reads comes back from the JSON file as the
 * same type and value (timestamps to the nanosecond, integers beyond 2^53, bytes, references),
 * and a value of an unknown type is refused, never dropped.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { decodeFields, encodeFields, restValueSchema } from './firestore-values.ts';

const app = initializeApp({ projectId: 'demo-values' }, 'firestore-values-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

/** Encodes, writes as JSON, reads back through the schema and decodes, as backup and restore do. */
function roundTrip(data: Record<string, unknown>) {
  const json = JSON.parse(JSON.stringify(encodeFields(data, 'doc')));
  return decodeFields(z.parse(z.record(z.string(), restValueSchema), json), db);
}

describe('backup value form', () => {
  it('keeps every type and value', () => {
    const data = {
      at: new Timestamp(1_764_400_000, 123_456_789),
      early: new Timestamp(-86_400, 5),
      where: new GeoPoint(24.8607, 67.0011),
      bytes: Buffer.from([0, 1, 254, 255]),
      ref: db.doc('students/u1'),
      nothing: null,
      yes: false,
      ratio: 0.25,
      text: 'سبق',
      nested: { list: [1, 'two', { three: [] }], empty: {} },
    };
    const back = roundTrip({ ...data, count: 42n, big: 9_007_199_254_740_993n });
    // Strict: a Timestamp is a Timestamp again (not an object of the same fields), bytes a Buffer.
    expect(back).toStrictEqual({ ...data, count: 42, big: 9_007_199_254_740_993n });
  });

  it('stores integers and doubles apart', () => {
    expect(encodeFields({ i: 2n, d: 2, nan: NaN }, 'doc')).toEqual({
      i: { integerValue: '2' },
      d: { doubleValue: 2 },
      nan: { doubleValue: 'NaN' },
    });
  });

  it('refuses a value it cannot keep', () => {
    expect(() => encodeFields({ when: new Date(0) }, 'events/e1')).toThrow(
      'Cannot back up the value at events/e1.when',
    );
    expect(() => z.parse(restValueSchema, { timestampValue: 1 })).toThrow();
  });
});
