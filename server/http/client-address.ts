/**
 * 4 or 6 for an IP address (an IPv6 one may carry a zone, `%eth0`), 0 for anything else: what
 * node:net's isIP answers, written out so the app runs where node:net does not (Workers).
 */
export function isIP(text: string): 0 | 4 | 6 {
  if (IPV4.test(text)) return 4;
  const zone = text.indexOf('%');
  if (zone === text.length - 1) return 0;
  return isIpv6(zone < 0 ? text : text.slice(0, zone)) ? 6 : 0;
}

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`, 'u');

function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (half: string): string[] | undefined => (half === '' ? [] : half.split(':'));
  const left = groupsOf(halves[0] ?? '');
  const right = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!left || !right) return false;
  const groups = [...left, ...right];
  // Dotted IPv4 may only end the address, and fills two groups.
  const last = groups.at(-1) ?? '';
  const tail = last.includes('.') ? (IPV4.test(last) ? 2 : -1) : 0;
  if (tail < 0) return false;
  const hex = tail ? groups.slice(0, -1) : groups;
  if (!hex.every((group) => /^[0-9a-f]{1,4}$/iu.test(group))) return false;
  const count = hex.length + tail;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/**
 * Who the rate limit counts. Without a trusted proxy that is the socket's peer: X-Forwarded-For
 * is then just a header anyone can write. With TRUST_PROXY=1 the proxy appends the peer it saw,
 * so the last entry is the one to believe (earlier entries come from the client and can be forged),
 * but only when the request came from where a proxy sits, a loopback or private address: with
 * the service listening on every interface, anyone who reaches the port directly could otherwise
 * name a new address in each request and never meet the limit.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor && socketAddress && isPrivate(socketAddress)) {
    const last = forwardedFor.slice(forwardedFor.lastIndexOf(',') + 1).trim();
    const address = withoutPort(last);
    if (isIP(address)) return rateLimitKey(address);
  }
  return socketAddress && isIP(socketAddress) ? rateLimitKey(socketAddress) : 'unknown';
}

/** Loopback, RFC 1918, shared (100.64/10), link-local and unique-local addresses: where a proxy in front would be. */
export function isPrivate(address: string): boolean {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/iu.exec(address);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254);
  }
  if (isIP(address) !== 6) return false;
  const first = expandIpv6(address.split('%')[0] ?? address);
  const head = parseInt(first[0] ?? '0', 16);
  const loopback = first.slice(0, 7).every((group) => group === '0') && first[7] === '1';
  return loopback || (head & 0xfe00) === 0xfc00 || (head & 0xffc0) === 0xfe80;
}

function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/u.exec(entry);
  if (bracketed?.[1]) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/u.exec(entry);
  return v4WithPort?.[1] ?? entry;
}

/**
 * IPv4 as is (also when wrapped as ::ffff:a.b.c.d). IPv6 by its /64, since one subscriber usually
 * holds a whole /64 and could otherwise take a fresh address for every message.
 */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address.split('%')[0] ?? address);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (s: string | undefined): string[] => (s ? s.split(':').flatMap(ipv4AsGroups) : []);
  const left = part(head);
  const right = part(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((g) => g.replace(/^0+(?=.)/u, ''));
}

// An IPv6 address may end in dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4), which fills two groups.
function ipv4AsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
