/**
 * Counts the Firestore document reads a piece of server code makes, as Firestore bills them (and
 * names the documents it writes: `written`), by
 * standing between it and the emulator: an HTTP proxy in front of the emulator's REST API that
 * passes every request on unchanged and counts, in each answer, what is billed as a read
 * (https://firebase.google.com/docs/firestore/pricing):
 *
 * - a query (`RunQuery`): one per document returned, and one for a query that returns none, plus
 *   one per document its `offset` skips (the request's `offset`: Firestore reads the skipped
 *   documents and bills them; a page past the end skips fewer, but no view measured here asks
 *   one);
 * - a get (`BatchGetDocuments`): one per document asked for, found or missing;
 * - a count (`RunAggregationQuery`): one (a count of more than 1,000 documents would cost more;
 *   the views measured here count none).
 *
 * The Firestore emulator has no usage figures of its own and runs no query explain, and the
 * functions' code must run unchanged (no test double): so the code under test runs in this
 * process with its Admin SDK pointed here (`FIRESTORE_EMULATOR_HOST`), against the real emulator,
 * and this proxy reads the gRPC answers' messages on the way back (only the top-level field
 * numbers of each: which are documents). `useCountedFirestore` sets the variable while the caller
 * imports the functions' modules, whose Firestore handle reads it when it is made.
 */
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

/** Reads `n`'s varint at `at` of `bytes`: its value and the offset after it. */
function varint(bytes: Buffer, at: number): [number, number] {
  let value = 0;
  let shift = 0;
  let i = at;
  for (;;) {
    const byte = bytes[i++]!;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, i];
    shift += 7;
  }
}

/**
 * The top-level fields of a protobuf message, in order: each field's number and its value: a
 * varint's number, a length-delimited field's bytes (a nested message, a string), or null for a
 * fixed-width one (not needed here).
 */
function protoFields(message: Buffer): { field: number; value: number | Buffer | null }[] {
  const fields: { field: number; value: number | Buffer | null }[] = [];
  let at = 0;
  while (at < message.length) {
    const [tag, next] = varint(message, at);
    const field = Math.floor(tag / 8);
    const wire = tag & 7;
    if (wire === 0) {
      const [value, after] = varint(message, next);
      fields.push({ field, value });
      at = after;
    } else if (wire === 1 || wire === 5) {
      fields.push({ field, value: null });
      at = next + (wire === 1 ? 8 : 4);
    } else if (wire === 2) {
      const [length, body] = varint(message, next);
      fields.push({ field, value: message.subarray(body, body + length) });
      at = body + length;
    } else throw new Error(`Unexpected protobuf wire type ${wire}`);
  }
  return fields;
}

/** The top-level fields of a protobuf message by number (the last of a repeated one). */
export function topLevelValues(message: Buffer): Map<number, number | Buffer | null> {
  return new Map(protoFields(message).map(({ field, value }) => [field, value]));
}

/** The field numbers present at the top level of a protobuf message. */
export function topLevelFields(message: Buffer): Set<number> {
  return new Set(protoFields(message).map(({ field }) => field));
}

/**
 * The `offset` of a `RunQueryRequest` (its `structured_query`, field 2, whose `offset` is field
 * 6): the documents Firestore reads and skips before the first it returns; 0 when none.
 */
export function queryOffset(request: Buffer): number {
  const query = topLevelValues(request).get(2);
  if (!Buffer.isBuffer(query)) return 0;
  const offset = topLevelValues(query).get(6);
  return typeof offset === 'number' ? offset : 0;
}

/** The bytes of each `field` of a message. */
const bytesOf = (message: Buffer, field: number): Buffer[] =>
  protoFields(message).flatMap((f) =>
    f.field === field && Buffer.isBuffer(f.value) ? [f.value] : [],
  );

/**
 * The documents a write request of the gRPC method `path` writes: each `Write` (field 2) of a
 * Commit or BatchWrite, by its `update` document's name, its `delete` or its transform's document.
 */
export function writtenDocuments(path: string, message: Buffer): string[] {
  if (!path.endsWith('/Commit') && !path.endsWith('/BatchWrite')) return [];
  return bytesOf(message, 2).flatMap((write) =>
    [
      ...bytesOf(write, 1).flatMap((doc) => bytesOf(doc, 1)),
      ...bytesOf(write, 2),
      ...bytesOf(write, 6).flatMap((transform) => bytesOf(transform, 1)),
    ].map((name) => name.toString('utf8')),
  );
}

/**
 * The reads one answer message of the gRPC method `path` is billed (see the module comment):
 * RunQuery's `document` (field 1); BatchGetDocuments' `found` (1) or `missing` (2); an
 * aggregation's result (1), counted as one (the views measured count no large sets).
 */
export function billedReads(path: string, message: Buffer): number {
  const fields = topLevelFields(message);
  if (path.endsWith('/BatchGetDocuments')) return fields.has(1) || fields.has(2) ? 1 : 0;
  if (path.endsWith('/RunQuery') || path.endsWith('/RunAggregationQuery'))
    return fields.has(1) ? 1 : 0;
  return 0;
}

/** The length-prefixed gRPC messages complete in `buffer`, and what is left of it. */
function grpcMessages(buffer: Buffer): [Buffer[], Buffer] {
  const messages: Buffer[] = [];
  let at = 0;
  while (buffer.length - at >= 5) {
    const length = buffer.readUInt32BE(at + 1);
    if (buffer.length - at - 5 < length) break;
    messages.push(buffer.subarray(at + 5, at + 5 + length));
    at += 5 + length;
  }
  return [messages, buffer.subarray(at)];
}

export interface ReadCounter {
  /** `host:port` of the proxy, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** The full name of every document written through the proxy so far, in order. */
  written: string[];
  /** The reads billed by what `run` does (answers of other callers in the meantime count too). */
  count<T>(run: () => Promise<T>): Promise<{ reads: number; value: T }>;
  close(): Promise<void>;
}

/**
 * Starts the counting proxy in front of the emulator's gRPC port at `target` (plain HTTP/2, as the
 * Admin SDK speaks to the emulator): every call is passed on as it is, and each answer message
 * counted (`billedReads`); a query that returns no document still costs one read.
 */
export async function startReadCounter(target: {
  host: string;
  port: number;
}): Promise<ReadCounter> {
  let reads = 0;
  const written: string[] = [];
  const upstream = http2.connect(`http://${target.host}:${target.port}`);
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const path = String(headers[':path'] ?? '');
    const forwarded = { ...headers };
    delete forwarded[':authority'];
    delete forwarded[':scheme'];
    const call = upstream.request(forwarded);
    stream.pipe(call);
    const isRunQuery = path.endsWith('/RunQuery');
    // What the request sends: a query's offset is billed too (every document it skips), and a
    // write's documents are named.
    let sent: Buffer = Buffer.alloc(0);
    let offset = 0;
    stream.on('data', (chunk: Buffer) => {
      const [messages, left] = grpcMessages(Buffer.concat([sent, chunk]));
      sent = left;
      for (const message of messages) {
        if (isRunQuery) offset += queryOffset(message);
        written.push(...writtenDocuments(path, message));
      }
    });
    let pending: Buffer = Buffer.alloc(0);
    let documents = 0;
    let trailers: http2.OutgoingHttpHeaders = {};
    call.on('response', (answer) => {
      const { ':status': status, ...rest } = answer;
      stream.respond({ ':status': status, ...rest }, { waitForTrailers: true });
    });
    call.on('data', (chunk: Buffer) => {
      const [messages, left] = grpcMessages(Buffer.concat([pending, chunk]));
      pending = left;
      for (const message of messages) documents += billedReads(path, message);
      stream.write(chunk);
    });
    call.on('trailers', (received) => {
      trailers = { ...received };
    });
    stream.on('wantTrailers', () => stream.sendTrailers(trailers));
    call.on('end', () => {
      const isQuery = path.endsWith('/RunQuery') || path.endsWith('/RunAggregationQuery');
      reads += (isQuery ? Math.max(1, documents) : documents) + offset;
      stream.end();
    });
    call.on('error', () => stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
    stream.on('error', () => call.close(http2.constants.NGHTTP2_CANCEL));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    written,
    async count(run) {
      const before = reads;
      const value = await run();
      return { reads: reads - before, value };
    },
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        upstream.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Runs `load` (which imports the functions' modules) with the Admin SDK's Firestore made to go
 * through `counter`, in project `projectId`; the variables are put back afterwards. The functions'
 * Firestore handle is made when its module is first imported in this process, so `load` must be
 * the first import of functions/src/lib/firebase.ts here.
 */
export async function useCountedFirestore<T>(
  counter: ReadCounter,
  projectId: string,
  load: () => Promise<T>,
): Promise<T> {
  const names = ['FIRESTORE_EMULATOR_HOST', 'GCLOUD_PROJECT', 'FIREBASE_CONFIG'] as const;
  const saved = names.map((name) => process.env[name]);
  process.env.FIRESTORE_EMULATOR_HOST = counter.host;
  process.env.GCLOUD_PROJECT = projectId;
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId });
  try {
    return await load();
  } finally {
    names.forEach((name, i) => {
      const value = saved[i];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    });
  }
}
