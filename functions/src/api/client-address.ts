/**
 * The address a request comes from, as the platform vouches for it, for counters that slow down
 * guessing. A client may send any `X-Forwarded-For` it likes; only the entries that Google's own
 * proxies append to the right end of that header can be trusted.
 *
 * Where the entries come from (list the sources, so the rule can be checked after a platform change):
 * - Cloud Functions (2nd gen) run on Cloud Run, reached through Google's front end. Like Google
 *   Cloud's external Application Load Balancer ("X-Forwarded-For: <supplied-value>,<client-ip>,
 *   <load-balancer-ip>", https://cloud.google.com/load-balancing/docs/https#x-forwarded-for_header),
 *   it keeps what the client sent and appends the address of the connection it received; Cloud Run
 *   documents the header among those it sets on requests
 *   (https://cloud.google.com/run/docs/container-contract, "Request and response headers"). A direct
 *   call to the function's URL therefore has the caller's real address as the LAST entry.
 * - Firebase Hosting's CDN appends the visitor's address the same way before it forwards a
 *   rewritten `/api` request to the function
 *   (https://firebase.google.com/docs/hosting/functions and
 *   https://firebase.google.com/docs/hosting/manage-cache: Hosting is a proxy in front of the
 *   function), and Cloud Run's front end then appends Hosting's own address. Behind Hosting the
 *   visitor is the SECOND entry from the right: `TRUSTED_PROXY_HOPS=2` (the default).
 * - `Fastly-Client-IP` (sent while Hosting ran on Fastly) is not used: a client can send it too,
 *   and Hosting no longer documents it.
 *
 * A caller who calls the function's own URL directly can still write one entry the function takes
 * for the visitor (with 2 hops), so the per-account limits stay, and deep-link tokens are long
 * random values; after deploying, check with one request that the trusted entry is the visitor's
 * address (see docs/security.md).
 *
 * In the emulator there is no Google proxy: the socket's address is used and the header ignored.
 */
import { isIP } from 'node:net';
import { platform } from '../lib/config.ts';

/** How the address is read: emulator or not, and how many trusted proxies append entries. */
export interface AddressSource {
  emulated: boolean;
  trustedProxyHops: number;
}

/**
 * The entry `hops` from the right of an `X-Forwarded-For` value (1 = last), or undefined when the
 * header has fewer entries or that entry is not an IP address (a proxy never writes such).
 */
export function trustedForwardedEntry(
  header: string | undefined,
  hops: number,
): string | undefined {
  if (!header) return undefined;
  const entries = header.split(',').map((e) => e.trim());
  const entry = entries[entries.length - hops];
  return entry && isIP(stripZoneAndMapping(entry)) ? entry : undefined;
}

/** `::ffff:1.2.3.4` as `1.2.3.4`; an IPv6 zone (`%eth0`) dropped. */
function stripZoneAndMapping(address: string): string {
  const noZone = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(noZone);
  return mapped ? mapped[1]! : noZone;
}

/** The eight 16-bit groups of a valid IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  // A trailing dotted IPv4 part (`::1.2.3.4`) becomes its two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
      .map((g) => g.toString(16))
      .join(':'),
  );
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const [head = '', rest] = text.split('::');
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The group an address is counted in: an IPv4 address itself; an IPv6 address by its /64 prefix
 * (one subscriber usually holds a whole /64, so counting single IPv6 addresses would let a caller
 * take a fresh one per attempt), written `xxxx:xxxx:xxxx:xxxx::/64`. Anything else as given.
 */
export function addressGroup(address: string): string {
  const plain = stripZoneAndMapping(address);
  if (isIP(plain) !== 6) return plain;
  const groups = ipv6Groups(plain.toLowerCase());
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** What `clientAddress` reads of a request (an Express request has both). */
export interface RequestFrom {
  get(name: string): string | undefined;
  socket: { remoteAddress?: string | undefined };
}

/**
 * The group (see `addressGroup`) of the address the platform vouches for: in the emulator the
 * socket's address; deployed, the `X-Forwarded-For` entry `trustedProxyHops` from the right. When
 * that entry is missing (fewer entries than trusted proxies) the socket's address, else `unknown`
 * (one shared counter: such a request did not come through the expected proxies).
 */
export function clientAddress(req: RequestFrom, source: AddressSource = platform()): string {
  const socket = req.socket.remoteAddress;
  const address = source.emulated
    ? socket
    : (trustedForwardedEntry(req.get('x-forwarded-for'), source.trustedProxyHops) ?? socket);
  return address ? addressGroup(address) : 'unknown';
}
