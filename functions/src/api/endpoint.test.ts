import type { AddressInfo } from 'node:net';
import { request, type Server } from 'node:http';
import express from 'express';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, route } from './endpoint.ts';
import { checkRole } from './auth.ts';
import { ApiError, errorHandler } from './errors.ts';

/** A small app of declared endpoints, served on a free port for the duration of the tests. */
let server: Server;
let base = '';
const seen: unknown[] = [];

beforeAll(async () => {
  const app = express();
  // As the functions framework does: the bytes of the body in `rawBody`.
  app.use(express.raw({ type: () => true, limit: '1mb' }), (req, _res, next) => {
    Object.assign(req, { rawBody: req.body, body: undefined });
    next();
  });
  const router = express.Router();
  route(router, '/things/:id', {
    get: endpoint(
      {
        role: 'public',
        params: z.object({ id: z.string().check(z.regex(/^\d+$/, 'Malformed thing id')) }),
        query: {
          schema: z.object({ size: z.optional(z.enum(['s', 'm'], { error: 'Use s or m' })) }),
          message: 'Give a known size',
        },
      },
      async ({ params, query, caller }) => ({ id: params.id, size: query.size ?? 'm', caller }),
    ),
    put: endpoint(
      {
        role: 'public',
        body: z.strictObject({ name: z.string().check(z.minLength(1, 'Name is required')) }),
        throttle: {
          limits: ({ body }) => {
            seen.push(body);
            return [];
          },
          message: () => 'Slow down',
        },
      },
      async ({ body, res, throttle }) => {
        await throttle.record();
        res.status(201);
        return body;
      },
    ),
    delete: endpoint({ role: 'siteAdmin' }, async ({ res }) => {
      res.status(204).end();
    }),
  });
  route(router, '/things/:id/plain', {
    get: endpoint({ role: 'public' }, async () => ({ plain: true })),
  });
  app.use(router);
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = z.parse(
    z.object({ port: z.number() }),
    server.address() satisfies AddressInfo | string | null,
  );
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

const put = (body: string, type = 'application/json') =>
  call('/things/1', { method: 'PUT', headers: { 'content-type': type }, body });

/** The API's 400 body for refused input: `message`, and each refused field's problem. */
const invalidInput = (message: string, fields: Record<string, unknown>) => ({
  error: { code: 'bad-request', reason: 'invalid-input', message, fields },
});

describe('endpoint: inputs', () => {
  it('hands the handler the parsed path and query, and no caller on a public endpoint', async () => {
    expect((await call('/things/7?size=s')).json).toEqual({ id: '7', size: 's' });
  });

  it('answers a bad path parameter with 400, invalid-input, its message and the field', async () => {
    const res = await call('/things/x');
    expect(res.status).toBe(400);
    expect(res.json).toEqual(
      invalidInput('Malformed thing id', {
        id: { code: 'invalid-format', message: 'Malformed thing id' },
      }),
    );
  });

  it("answers a bad query with 400 and the endpoint's message", async () => {
    const res = await call('/things/7?size=xl');
    expect(res.json).toEqual(
      invalidInput('Give a known size', {
        size: { code: 'invalid-choice', message: 'Use s or m' },
      }),
    );
  });

  it('answers a bad body with 400, a problem per field, and unknown fields named', async () => {
    const res = await put(JSON.stringify({ name: '', extra: 1 }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual(
      invalidInput('Some fields are missing or invalid', {
        name: { code: 'required', message: 'Name is required' },
        extra: { code: 'unknown-field', message: 'Unknown field' },
      }),
    );
    // A missing field is told apart from a wrong one (the wrapper keeps zod's input).
    const missing = await put(JSON.stringify({}));
    expect(missing.json.error.fields).toEqual({
      name: { code: 'required', message: expect.any(String) },
    });
    const wrong = await put(JSON.stringify({ name: 7 }));
    expect(wrong.json.error.fields.name).toMatchObject({
      code: 'invalid-type',
      params: { expected: 'string' },
    });
  });

  it('refuses a body that is not JSON (415), malformed JSON (400) and an oversized one (413)', async () => {
    expect((await put('name=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await put('{', 'application/json')).status).toBe(400);
    expect((await put(JSON.stringify({ name: 'x'.repeat(20_000) }))).status).toBe(413);
  });

  it('runs the throttle with the parsed body before the handler, which may count the attempt', async () => {
    const res = await put(JSON.stringify({ name: 'Fajr' }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ name: 'Fajr' });
    expect(seen).toContainEqual({ name: 'Fajr' });
  });

  it('answers other methods with 405 and Allow', async () => {
    const res = await call('/things/1', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, PUT, DELETE');
  });
});

describe('endpoint: query keys', () => {
  it('refuses a key the query schema does not declare with 400 unknown-query-key', async () => {
    const res = await call('/things/7?size=s&r=12345');
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ reason: 'unknown-query-key', params: { key: 'r' } });
    // An endpoint without a query schema takes no key.
    expect((await call('/things/7/plain?x=1')).json.error.reason).toBe('unknown-query-key');
  });

  it('takes `fresh` (digits) on a GET, as the web client sends it after a save', async () => {
    expect((await call(`/things/7?size=s&fresh=${Date.now()}`)).status).toBe(200);
    expect((await call('/things/7/plain?fresh=1764400000000')).status).toBe(200);
    expect((await call('/things/7?fresh=abc')).json.error.reason).toBe('unknown-query-key');
    const put = await call('/things/1?fresh=1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(put.json.error.reason).toBe('unknown-query-key');
  });
});

describe('endpoint: a body nothing has read yet', () => {
  // Served without the framework's reading of the body: the wrapper reads it, counting.
  let plain: Server;
  let plainPort = 0;
  beforeAll(async () => {
    const app = express();
    const router = express.Router();
    route(router, '/echo', {
      put: endpoint({ role: 'public', body: z.object({ name: z.string() }) }, async ({ body }) => ({
        name: body.name,
      })),
    });
    // An upload chunk sent without a Content-Type: the emulator's runtime (body-parser 1.x, whose
    // parsers match no type then) reads none of it but sets `req.body` to {}. The bytes are still
    // to be read, and the handler gets them.
    const chunks = express.Router();
    chunks.use('/chunk', (req, _res, next) => {
      req.body ??= {};
      next();
    });
    route(chunks, '/chunk', {
      put: endpoint({ role: 'public', bodyLimit: 128 * 1024 }, async ({ req }) => ({
        bytes: (req as { rawBody?: Buffer }).rawBody?.length ?? 0,
      })),
    });
    app.use(chunks);
    app.use(router);
    app.use(errorHandler);
    plain = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => plain.once('listening', resolve));
    plainPort = z.parse(z.object({ port: z.number() }), plain.address()).port;
  });
  afterAll(() => new Promise((resolve) => plain.close(resolve)));

  /**
   * Sends `PUT /echo` with `headers`, writing `chunk` every few milliseconds up to `total` bytes
   * unless the answer comes first. Resolves with the status and the bytes written by then.
   */
  function send(headers: Record<string, string>, chunk: Buffer, total: number) {
    return new Promise<{ status: number; written: number; body: string }>((resolve, reject) => {
      let written = 0;
      let answered = false;
      const req = request(
        { host: '127.0.0.1', port: plainPort, method: 'PUT', path: '/echo', headers },
        (res) => {
          answered = true;
          const status = res.statusCode ?? 0;
          const at = written;
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status, written: at, body }));
          res.on('error', reject);
        },
      );
      req.on('error', () => {
        // The server closes the connection after its 413 while this side still writes.
      });
      const write = () => {
        if (answered || written >= total) {
          if (!answered) req.end();
          return;
        }
        req.write(chunk);
        written += chunk.length;
        setTimeout(write, 2);
      };
      write();
    });
  }

  it('reads a small chunked body and hands it to the handler', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Fajr' }));
    const res = await send(
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body,
      body.length,
    );
    expect(res).toMatchObject({ status: 200, body: '{"name":"Fajr"}' });
  });

  it('answers 413 at the limit of a chunked body, before the client has sent it all', async () => {
    const res = await send(
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      Buffer.alloc(8 * 1024, 'x'),
      1024 * 1024,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.reason).toBe('body-too-large');
    expect(res.written).toBeLessThan(1024 * 1024);
  });

  it('reads an upload chunk without a type that the body parsers skipped (req.body already {})', async () => {
    const chunk = Buffer.alloc(64 * 1024, 1);
    const res = await fetch(`http://127.0.0.1:${plainPort}/chunk`, {
      method: 'PUT',
      body: new Uint8Array(chunk),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: chunk.length });
  });

  it('answers 413 for a declared length over the limit without waiting for the body', async () => {
    const res = await send(
      { 'content-type': 'application/json', 'content-length': String(32 * 1024 * 1024) },
      Buffer.alloc(1024, 'x'),
      32 * 1024 * 1024,
    );
    expect(res.status).toBe(413);
    expect(res.written).toBeLessThan(1024 * 1024);
  });
});

describe('endpoint: roles', () => {
  it('answers 401 without a Bearer token, before parsing anything', async () => {
    const res = await call('/things/x', { method: 'DELETE' });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthenticated');
  });

  it('checkRole: the site admin flag, or one of the listed hifz roles; 403 otherwise', () => {
    const refusal = (fn: () => void) => {
      try {
        fn();
      } catch (err) {
        return err instanceof ApiError ? [err.status, err.message] : err;
      }
      return 'allowed';
    };
    expect(refusal(() => checkRole({ siteAdmin: true }, 'siteAdmin'))).toBe('allowed');
    expect(refusal(() => checkRole({ role: 'admin' }, 'siteAdmin'))).toEqual([
      403,
      'Only a site administrator may do this',
    ]);
    expect(refusal(() => checkRole({ role: 'qari' }, ['admin', 'qari']))).toBe('allowed');
    expect(refusal(() => checkRole({ role: 'student' }, ['admin', 'qari']))).toEqual([
      403,
      'Only a admin or qari may do this',
    ]);
    expect(refusal(() => checkRole({ siteAdmin: true }, ['admin']))).toEqual([
      403,
      'Only a admin may do this',
    ]);
  });
});
