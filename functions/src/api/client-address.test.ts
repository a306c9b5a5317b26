import { describe, expect, it } from 'vitest';
import {
  addressGroup,
  clientAddress,
  trustedForwardedEntry,
  type RequestFrom,
} from './client-address.ts';

/** A request with the given X-Forwarded-For and socket address. */
function request(forwarded: string | undefined, socket = '10.0.0.9'): RequestFrom {
  return {
    get: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? forwarded : undefined),
    socket: { remoteAddress: socket },
  };
}

const deployed = (hops: number) => ({ emulated: false, trustedProxyHops: hops });

describe('trustedForwardedEntry', () => {
  it('counts from the right', () => {
    expect(trustedForwardedEntry('1.1.1.1, 2.2.2.2, 3.3.3.3', 1)).toBe('3.3.3.3');
    expect(trustedForwardedEntry('1.1.1.1, 2.2.2.2, 3.3.3.3', 2)).toBe('2.2.2.2');
  });
  it('gives nothing when there are fewer entries than trusted proxies, or the entry is no address', () => {
    expect(trustedForwardedEntry('3.3.3.3', 2)).toBeUndefined();
    expect(trustedForwardedEntry(undefined, 1)).toBeUndefined();
    expect(trustedForwardedEntry('evil, 3.3.3.3', 2)).toBeUndefined();
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
  it('ignores what the client wrote: behind Hosting the visitor is the second entry from the right', () => {
    const forged = (lie: string) =>
      clientAddress(request(`${lie}, 198.51.100.4, 35.191.0.1`), deployed(2));
    expect(forged('1.1.1.1')).toBe('198.51.100.4');
    expect(forged('9.9.9.9, 8.8.8.8')).toBe('198.51.100.4');
  });
  it('takes the last entry when the function is reached directly (one trusted proxy)', () => {
    expect(clientAddress(request('1.1.1.1, 198.51.100.4'), deployed(1))).toBe('198.51.100.4');
  });
  it('falls back to the socket when the platform added fewer entries', () => {
    expect(clientAddress(request(undefined), deployed(2))).toBe('10.0.0.9');
  });
  it('uses only the socket address in the emulator', () => {
    const emulated = { emulated: true, trustedProxyHops: 2 };
    expect(clientAddress(request('1.1.1.1, 2.2.2.2', '127.0.0.1'), emulated)).toBe('127.0.0.1');
    expect(clientAddress(request('1.1.1.1', '::ffff:127.0.0.1'), emulated)).toBe('127.0.0.1');
  });
  it('groups the chosen IPv6 address by /64', () => {
    expect(clientAddress(request('x, 2001:db8:5:6::77, 35.191.0.1'), deployed(2))).toBe(
      '2001:db8:5:6::/64',
    );
  });
});
