/**
 * The address a request comes from, as Google's proxies vouch for it, for counters that slow down
 * guessing and floods. A client may send any `X-Forwarded-For` it likes; only entries that Google's
 * own proxies append to the right end of that header can be trusted, and which entry is the
 * visitor's depends on the entrance the request took. Decision record:
 * docs/decisions/0042-counted-address.md.
 *
 * The two entrances (sources, so the rule can be checked after a platform change):
 * - The function's own URL (`…cloudfunctions.net/api/…`, `…run.app`). Cloud Functions (2nd gen)
 *   run on Cloud Run behind Google's front end, which keeps what the client sent and appends the
 *   address of the connection it received (https://cloud.google.com/functions/docs/reference/headers,
 *   https://cloud.google.com/load-balancing/docs/https#x-forwarded-for_header): the LAST entry is
 *   the caller's own address, which the caller cannot choose.
 * - Firebase Hosting's rewrite of `/api/**`. Hosting is a proxy in front of the function: it
 *   appends the visitor's address, then connects to the function, and the front end appends
 *   Hosting's address. The last entry is then one of Hosting's addresses, and the one before it
 *   the visitor, written by Hosting.
 *
 * So the last entry decides the entrance: when it lies in `HOSTING_PROXY_RANGES` (functions/.env,
 * Google-owned ranges no caller can connect from), the entry before it is the visitor; otherwise
 * the last entry is the caller. Either way the counted address is one a proxy wrote. The socket is
 * Cloud Run's own infrastructure and is used only when there is no header at all.
 *
 * The emulators have no front end and the Functions emulator passes requests to its worker over a
 * local socket (no peer address), so the function reads the header exactly as deployed; the
 * attack tests put stand-ins of Google's proxies in front (tests/security/entrances.ts), which
 * record Hosting's hop as 127.0.0.1 (`HOSTING_PROXY_RANGES` of `functions/.env.local`). A request
 * through the Hosting emulator alone carries only what its caller wrote (that emulator appends
 * nothing): the API tests use that to be visitors of their own.
 */
import { BlockList, isIP } from 'node:net';
import { logger } from 'firebase-functions/v2';
import { platform } from '../lib/config.ts';

/** How the address is read: the addresses or CIDR ranges Firebase Hosting connects from. */
export interface AddressSource {
  hostingProxyRanges: readonly string[];
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

/** An IP address (IPv4-mapped IPv6 unwrapped, zone dropped), or undefined for anything else. */
function ipOf(entry: string | undefined): string | undefined {
  const plain = entry === undefined ? undefined : stripZoneAndMapping(entry.trim());
  return plain && isIP(plain) ? plain : undefined;
}

const rangeLists = new Map<string, BlockList>();

/** Whether `address` (an IP) lies in one of `ranges` (`a.b.c.d`, `a.b.c.d/n`, IPv6 alike). */
export function inRanges(address: string, ranges: readonly string[]): boolean {
  const id = ranges.join(',');
  let list = rangeLists.get(id);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) {
      const [net = '', bits] = range.split('/');
      const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(net, type);
      else list.addSubnet(net, Number(bits), type);
    }
    rangeLists.set(id, list);
  }
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

let warned = false;

/**
 * The group (see `addressGroup`) of the address Google's proxies vouch for (see the module
 * comment): the last `X-Forwarded-For` entry, or, when that entry is one of Hosting's addresses,
 * the entry before it; the socket's address when there is no header; `unknown` (one shared
 * counter) when the entry is not an IP address or there is none.
 */
export function clientAddress(req: RequestFrom, source: AddressSource = platform()): string {
  const forwarded = (req.get('x-forwarded-for') ?? '').split(',').filter((e) => e.trim());
  const socket = req.socket.remoteAddress;
  const chain = forwarded.length > 0 ? forwarded : [socket];
  const peer = ipOf(chain.at(-1));
  if (!peer) return 'unknown';
  if (inRanges(peer, source.hostingProxyRanges)) {
    const visitor = ipOf(chain.at(-2));
    return addressGroup(visitor ?? peer);
  }
  if (!warned && req.get('x-forwarded-host')) {
    // Hosting names the site in X-Forwarded-Host: a request that has one from an address outside
    // the ranges is a direct call that copies it, or Hosting connecting from a range not listed
    // (then every visitor would share Hosting's counter). Once per instance, for the operator.
    warned = true;
    logger.warn('Counted a request that names a forwarded host by its last hop', {
      lastHop: peer,
      hint: 'If Firebase Hosting connects from this address, add its range to HOSTING_PROXY_RANGES',
    });
  }
  return addressGroup(peer);
}
