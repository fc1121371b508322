import { isIP as nodeIsIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress, isIP, rateLimitKey } from './client-address';

describe('isIP', () => {
  // The app's own check replaces node:net's (Workers have none), so it must answer exactly as node does.
  const samples = [
    '0.0.0.0', '255.255.255.255', '192.0.2.7', '256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.4 ', ' 1.2.3.4', '1.2.3.4%eth0',
    '::', '::1', '1::', '2001:db8::1', '2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb:1:2:3:4:5',
    '1:2:3:4:5:6:7::', '::1:2:3:4:5:6:7', '1:2:3:4:5:6::7:8', '1::2::3', ':1::', '1::2:', ':::', '12345::', 'g::1', 'fe80::1%eth0', 'fe80::1%',
    '::ffff:192.0.2.7', '64:ff9b::1.2.3.4', '1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:7:1.2.3.4', '::1.2.3.4:5', '::ffff:256.0.0.1',
    '', 'unknown', 'localhost', '[::1]', '1.2.3.4:80',
  ];
  it.each(samples)('%j as node:net does', (sample) => {
    expect(isIP(sample)).toBe(nodeIsIP(sample));
  });
});

describe('clientAddress', () => {
  it('uses the socket and ignores X-Forwarded-For without a trusted proxy', () => {
    expect(clientAddress('198.51.100.1', '203.0.113.9', false)).toBe('198.51.100.1');
  });

  it('with a trusted proxy takes the last X-Forwarded-For entry', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9', true)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '203.0.113.9:5123', true)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '[2001:db8::1]:443', true)).toBe('2001:db8:0:0::/64');
  });

  it('believes the header only from a proxy on a loopback or private address, not from anyone who reaches the port', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.9', true)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::7', '203.0.113.9', true)).toBe('2001:db8:0:0::/64');
    for (const proxy of ['127.0.0.1', '::1', '::ffff:10.1.2.3', '172.16.0.9', '172.31.255.1', '192.168.1.1', '100.64.0.1', 'fd00::1', 'fe80::1%eth0']) {
      expect(clientAddress(proxy, '203.0.113.9', true)).toBe('203.0.113.9');
    }
    for (const outside of ['172.32.0.1', '100.128.0.1', '11.0.0.1', '2001:db8::1', '::2']) expect(clientAddress(outside, '203.0.113.9', true)).not.toBe('203.0.113.9');
  });

  it('falls back to the socket when the header is missing or not an address', () => {
    expect(clientAddress('10.0.0.1', undefined, true)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', 'unknown', true)).toBe('10.0.0.1');
    expect(clientAddress(undefined, undefined, false)).toBe('unknown');
  });
});

describe('rateLimitKey', () => {
  it('unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(rateLimitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitKey('2001:db8:aa:bb::99')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
