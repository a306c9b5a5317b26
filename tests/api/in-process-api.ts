/**
 * The REST API served in this process (functions/src/app.ts behind a plain Node HTTP server on
 * 127.0.0.1, a free port), as the functions framework serves it: the request's bytes are read into
 * `rawBody` before the Express app runs. For the drills that send thousands of requests (the API
 * fuzzer, `npm run bench:load`): through the functions emulator, which starts a worker process per
 * request in flight, they would take minutes and measure the emulator.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** The API's request handler: the Express app of `createApp()`. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** `api` listening on 127.0.0.1; `base` is its origin (`http://127.0.0.1:PORT`, no `/api`). */
export async function serveInProcess(api: ApiHandler): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      Object.assign(req, { rawBody: Buffer.concat(chunks) });
      api(req, res);
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
