import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fingerprintOf, idempotencyKeyOf } from './idempotency.ts';
import { errorHandler } from './errors.ts';

/** An app answering each request's key and multipart fingerprint (decision 46). */
let server: Server;
let base = '';

beforeAll(async () => {
  const app = express();
  // As the functions framework does: the bytes of the body in `rawBody`.
  app.use(express.raw({ type: () => true, limit: '1mb' }), (req, _res, next) => {
    Object.assign(req, { rawBody: req.body, body: undefined });
    next();
  });
  app.post('/', (req, res) =>
    res.json({ key: idempotencyKeyOf(req) ?? null, fingerprint: fingerprintOf(req, undefined) }),
  );
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function form(title: string): FormData {
  const body = new FormData();
  body.set('title', title);
  body.set('pdf', new Blob([new Uint8Array([37, 80, 68, 70, 1, 2, 3])]), 'book.pdf');
  return body;
}

async function send(body: FormData, key?: string) {
  const res = await fetch(base, {
    method: 'POST',
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
  return { status: res.status, json: await res.json() };
}

it('fingerprints a form sent again with another boundary alike, and another form not', async () => {
  const first = await send(form('A book'));
  const again = await send(form('A book'));
  const other = await send(form('Another book'));
  expect(first.status).toBe(200);
  expect(again.json).toEqual(first.json);
  expect(other.json).not.toEqual(first.json);
});

it('takes a key of 8-128 letters, digits, _ or -, and refuses any other', async () => {
  const key = '0f8e2a1c-5d4b-4c3a-9e8f-7a6b5c4d3e2f';
  expect((await send(form('x'), key)).json).toMatchObject({ key });
  for (const bad of ['short', 'x'.repeat(129), 'has space', 'dots.in.it']) {
    const res = await send(form('x'), bad);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { reason: 'invalid-idempotency-key' } });
  }
});
