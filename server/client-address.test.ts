import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from './client-address';

describe('clientAddress', () => {
  it('uses the socket and ignores X-Forwarded-For without a trusted proxy', () => {
    expect(clientAddress('198.51.100.1', '203.0.113.9', false)).toBe('198.51.100.1');
  });

  it('with a trusted proxy takes the last X-Forwarded-For entry', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.9', true)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '203.0.113.9:5123', true)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '[2001:db8::1]:443', true)).toBe('2001:db8:0:0::/64');
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
