import { describe, expect, it } from 'vitest';
import { addressGroup, clientAddress, inRanges, type RequestFrom } from './client-address.ts';
import { isRangeList } from '../lib/config.ts';

/** A request with the given X-Forwarded-For and socket address. */
function request(forwarded: string | undefined, socket = '10.0.0.9'): RequestFrom {
  return {
    get: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? forwarded : undefined),
    socket: { remoteAddress: socket },
  };
}

/** Hosting's address and the front ends' proxy ranges, as functions/.env lists them. */
const HOSTING = ['199.36.158.100/32', '35.191.0.0/16', '130.211.0.0/22'];
const deployed = { hostingProxyRanges: HOSTING };

describe('inRanges and isRangeList', () => {
  it('matches single addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(inRanges('35.191.200.7', HOSTING)).toBe(true);
    expect(inRanges('130.211.4.1', HOSTING)).toBe(false);
    expect(inRanges('199.36.158.100', HOSTING)).toBe(true);
    expect(inRanges('199.36.158.101', HOSTING)).toBe(false);
    expect(inRanges('2001:db8::5', ['2001:db8::/32'])).toBe(true);
    expect(inRanges('2001:db9::5', ['2001:db8::/32'])).toBe(false);
    expect(inRanges('127.0.0.1', [])).toBe(false);
  });
  it('accepts lists of IPs and CIDRs only', () => {
    expect(isRangeList(HOSTING.join(', '))).toBe(true);
    expect(isRangeList('2001:db8::/32,127.0.0.1')).toBe(true);
    expect(isRangeList('35.191.0.0/33')).toBe(false);
    expect(isRangeList('google')).toBe(false);
    expect(isRangeList('1.2.3.4/8/1')).toBe(false);
  });
});

describe('addressGroup', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('groups IPv6 by /64, however the address is written', () => {
    const a = addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:DB8:1:2::1')).toBe(a);
    expect(addressGroup('2001:0db8:0001:0002:0:0:0:ffff')).toBe(a);
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(a);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('clientAddress', () => {
  it("at the function's own URL: the last entry, the caller's own, whatever the caller wrote", () => {
    expect(clientAddress(request('198.51.100.4'), deployed)).toBe('198.51.100.4');
    expect(clientAddress(request('1.1.1.1, 35.191.0.1, 198.51.100.4'), deployed)).toBe(
      '198.51.100.4',
    );
  });
  it('behind Hosting (last entry one of its addresses): the visitor, the entry Hosting wrote', () => {
    const forged = (lie: string) =>
      clientAddress(request(`${lie}, 198.51.100.4, 35.191.0.1`), deployed);
    expect(forged('1.1.1.1')).toBe('198.51.100.4');
    expect(forged('9.9.9.9, 8.8.8.8')).toBe('198.51.100.4');
    expect(clientAddress(request('198.51.100.4, 199.36.158.100'), deployed)).toBe('198.51.100.4');
  });
  it("Hosting's own address when nothing is before it; the socket when there is no header", () => {
    expect(clientAddress(request('35.191.0.1'), deployed)).toBe('35.191.0.1');
    expect(clientAddress(request('evil, 35.191.0.1'), deployed)).toBe('35.191.0.1');
    expect(clientAddress(request(undefined), deployed)).toBe('10.0.0.9');
    expect(clientAddress(request('evil'), deployed)).toBe('unknown');
  });
  it('reads IPv4-mapped entries and sockets as IPv4; no address at all is `unknown`', () => {
    expect(clientAddress(request('::ffff:198.51.100.4, ::ffff:35.191.0.1'), deployed)).toBe(
      '198.51.100.4',
    );
    expect(clientAddress(request(undefined, '::ffff:127.0.0.1'), deployed)).toBe('127.0.0.1');
    expect(clientAddress({ get: () => undefined, socket: {} }, deployed)).toBe('unknown');
  });
  it('groups the chosen IPv6 address by /64', () => {
    expect(clientAddress(request('x, 2001:db8:5:6::77, 35.191.0.1'), deployed)).toBe(
      '2001:db8:5:6::/64',
    );
  });
});
