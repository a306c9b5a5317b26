/**
 * The two ways into the API of the deployed site, for the attack tests of the counted address
 * (functions/src/api/client-address.ts, docs/decisions/0042-counted-address.md): Firebase
 * Hosting's rewrite of `/api`, and the function's own URL. The emulators have no Google front end,
 * and the Functions emulator hands the function no peer address (it passes requests to its worker
 * over a local socket), so two stand-ins write the `X-Forwarded-For` entries Google's proxies
 * would, each from the address of the connection it received, and nothing else:
 * - `direct`: Google's front end before the function's own URL. It appends the caller's address
 *   and forwards to the Functions emulator's URL of `api`.
 * - `viaHosting`: Firebase Hosting. It appends the visitor's address (Hosting's own entry), then
 *   `HOSTING_HOP`, the address the front end records for Hosting's connection (the emulator's
 *   `HOSTING_PROXY_RANGES`, functions/.env.local), and forwards to the Hosting emulator, whose
 *   rewrite of `/api/**` carries the header to the function unchanged.
 * Each caller is a loopback address of its own (`127.0.0.2`, ...), bound as its connection's
 * source, so the stand-ins see it as the network would.
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PROJECT_ID, FUNCTIONS, SITE_ORIGIN } from '../emulators.ts';

/** The address Hosting's connection to the function is recorded with (functions/.env.local). */
export const HOSTING_HOP = '127.0.0.1';

/** The function's own URL on the Functions emulator (region of functions/src/index.ts). */
const FUNCTION_URL = `http://${FUNCTIONS.host}:${FUNCTIONS.port}/${DEMO_PROJECT_ID}/asia-south1/api`;

/** An answer: status, headers and the body as text and, when it is JSON, parsed. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/** What a test sends through an entrance. */
export interface Call {
  /** The caller's own address (a loopback address: 127.0.0.2, 127.0.0.3, ...). */
  from: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends `call` to `url` from `call.from` and reads the whole answer. */
function send(url: URL, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: call.method ?? 'GET', headers: call.headers, localAddress: call.from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/** A proxy to `target` that appends `entries(peer)` to `X-Forwarded-For`; its URL and `close`. */
async function standIn(target: string, entries: (peer: string) => string[]) {
  const server = createServer((req, res) => {
    const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const written = req.headers['x-forwarded-for'];
    const forwarded = [...(written ? [written] : []), ...entries(peer)].join(', ');
    const url = new URL(`${target}${req.url ?? '/'}`);
    const out = request(
      url,
      {
        method: req.method,
        headers: { ...req.headers, host: url.host, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Both entrances; call `close` when done. */
export async function entrances() {
  const frontEnd = await standIn(FUNCTION_URL, (peer) => [peer]);
  const hosting = await standIn(SITE_ORIGIN, (peer) => [peer, HOSTING_HOP]);
  return {
    /** `path` (e.g. `/login`) at the function's own URL. */
    direct: (path: string, call: Call) => send(new URL(`${frontEnd.url}${path}`), call),
    /** `path` through Hosting's rewrite of `/api` (e.g. `/login` is `/api/login`). */
    viaHosting: (path: string, call: Call) => send(new URL(`${hosting.url}/api${path}`), call),
    close: async () => {
      await frontEnd.close();
      await hosting.close();
    },
  };
}
