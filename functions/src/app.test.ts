import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@masjid/domain/api-error';
import { createApp } from './app.ts';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// Counterexamples of the API fuzzer (tests/security/api-fuzz.test.ts): each answered 500.
describe('a path parameter with a broken % escape', () => {
  it.each([
    '/api/events/%E0%A4%A',
    '/api/events/%zz',
    '/api/media/recordings/%/x',
    '/api/timetable/%C0%AF/1',
    '/api/students/by-token/%00%/fees',
  ])('%s is 404 no-such-path, not a server error', async (path) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(404);
    const body = apiErrorBodySchema.parse(await res.json());
    expect(body.error).toMatchObject({ code: 'not-found', reason: 'no-such-path' });
  });
});
