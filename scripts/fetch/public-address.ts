/**
 * Whether an address is one of the public internet's. The import fetches a photo from an address a
 * résumé names: one that points at this machine or its network (a router's page, a cloud's
 * metadata service at 169.254.169.254) is not a photo of anyone, and is refused unless the owner
 * says otherwise (--allow-private-addresses).
 */
import { BlockList, isIP } from 'node:net';

const PRIVATE = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where clouds answer with their credentials
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  PRIVATE.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 127], // unspecified and loopback (::, ::1)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  PRIVATE.addSubnet(prefix, bits, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (::ffff:10.0.0.1, 64:ff9b::a00:1), if it carries one. */
function carriedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/u.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/u.exec(lower);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1] as string, 16);
  const low = Number.parseInt(hex[2] as string, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for a loopback, private, link-local or otherwise non-public IP address (and for anything that is not an IP). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/gu, '');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family !== 6) return true;
  const inner = carriedIpv4(bare);
  return inner !== undefined ? PRIVATE.check(inner, 'ipv4') : PRIVATE.check(bare, 'ipv6');
}
