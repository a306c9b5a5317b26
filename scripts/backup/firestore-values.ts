/**
 * A Firestore document's fields as JSON that keeps every type: the Firestore REST API's `Value`
 * form (`{"timestampValue": "2026-11-29T18:00:00.123456789Z"}`, `{"mapValue": {"fields": …}}`,
 * https://firebase.google.com/docs/firestore/reference/rest/v1/Value), so a backup can be read by
 * other tools. Values are read with `useBigInt` (integers arrive as bigint, doubles as number), so
 * the two number types stay apart in the file; on restore a whole double (2.0) is written back as
 * the integer 2, since the Admin SDK cannot write a whole double (no code of ours writes one).
 * A value of a type not listed here (a vector) is refused, never dropped.
 */
import {
  DocumentReference,
  GeoPoint,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import * as z from 'zod/mini';

/** A field value in the REST API's form. */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: Record<string, RestValue> } };

const DOUBLE = z.union([z.number(), z.enum(['NaN', 'Infinity', '-Infinity'])]);

/** A `RestValue` as read back from a backup file, checked all the way down. */
export const restValueSchema: z.ZodMiniType<RestValue> = z.union([
  z.object({ nullValue: z.null() }),
  z.object({ booleanValue: z.boolean() }),
  z.object({ integerValue: z.string().check(z.regex(/^-?\d+$/)) }),
  z.object({ doubleValue: DOUBLE }),
  z.object({ timestampValue: z.string() }),
  z.object({ stringValue: z.string() }),
  z.object({ bytesValue: z.base64() }),
  z.object({ referenceValue: z.string() }),
  z.object({ geoPointValue: z.object({ latitude: z.number(), longitude: z.number() }) }),
  z.object({
    get arrayValue() {
      return z.object({ values: z.array(restValueSchema) });
    },
  }),
  z.object({
    get mapValue() {
      return z.object({ fields: z.record(z.string(), restValueSchema) });
    },
  }),
]);

/** RFC 3339 with the timestamp's nanoseconds, UTC. */
function timestampText(t: Timestamp): string {
  const whole = new Date(t.seconds * 1000).toISOString().slice(0, -'.000Z'.length);
  return `${whole}.${String(t.nanoseconds).padStart(9, '0')}Z`;
}

function parseTimestamp(text: string): Timestamp {
  const match = /^(.*?)(?:\.(\d{1,9}))?Z$/.exec(text);
  if (!match?.[1]) throw new Error(`Bad timestamp in backup: ${text}`);
  const seconds = Date.parse(`${match[1]}Z`) / 1000;
  if (!Number.isInteger(seconds)) throw new Error(`Bad timestamp in backup: ${text}`);
  return new Timestamp(seconds, Number((match[2] ?? '').padEnd(9, '0')));
}

function doubleValue(n: number): RestValue {
  if (Number.isNaN(n)) return { doubleValue: 'NaN' };
  if (!Number.isFinite(n)) return { doubleValue: n > 0 ? 'Infinity' : '-Infinity' };
  return { doubleValue: n };
}

/** One value as read by the Admin SDK (with `useBigInt: true`) in the REST form. */
export function encodeValue(value: unknown, where: string): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'bigint') return { integerValue: value.toString() };
  if (typeof value === 'number') return doubleValue(value);
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Timestamp) return { timestampValue: timestampText(value) };
  if (value instanceof GeoPoint)
    return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
  if (value instanceof DocumentReference) return { referenceValue: value.path };
  if (value instanceof Uint8Array) return { bytesValue: Buffer.from(value).toString('base64') };
  if (Array.isArray(value))
    return { arrayValue: { values: value.map((v, i) => encodeValue(v, `${where}[${i}]`)) } };
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return { mapValue: { fields: encodeFields(value as DocumentData, where) } };
  throw new Error(`Cannot back up the value at ${where}: unknown type`);
}

/** A document's fields in the REST form; `where` names the document in errors. */
export function encodeFields(data: DocumentData, where: string): Record<string, RestValue> {
  return Object.fromEntries(
    Object.entries(data).map(([key, v]) => [key, encodeValue(v, `${where}.${key}`)]),
  );
}

/** One REST value as the Admin SDK writes it; references point into `db`. */
export function decodeValue(value: RestValue, db: Firestore): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) {
    const n = BigInt(value.integerValue);
    return Number.isSafeInteger(Number(n)) ? Number(n) : n;
  }
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) return parseTimestamp(value.timestampValue);
  if ('bytesValue' in value) return Buffer.from(value.bytesValue, 'base64');
  if ('referenceValue' in value) return db.doc(value.referenceValue);
  if ('geoPointValue' in value)
    return new GeoPoint(value.geoPointValue.latitude, value.geoPointValue.longitude);
  if ('arrayValue' in value) return value.arrayValue.values.map((v) => decodeValue(v, db));
  return decodeFields(value.mapValue.fields, db);
}

/** A document's fields from the REST form, ready for `set`. */
export function decodeFields(fields: Record<string, RestValue>, db: Firestore): DocumentData {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decodeValue(v, db)]));
}
