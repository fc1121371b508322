// SHA-256 in plain, synchronous JavaScript, for the proof-of-work search only. The browser's
// crypto.subtle.digest is asynchronous: awaiting it for each of tens of thousands of tries costs a
// task hop apiece, several times the hash itself. Here a try is one compression on a fixed prefix.

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

const w = new Int32Array(64);

/** One compression of the 64 bytes at `offset` of `bytes` into `state`. */
function compress(state: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i += 1) {
    const j = offset + i * 4;
    w[i] = ((bytes[j] ?? 0) << 24) | ((bytes[j + 1] ?? 0) << 16) | ((bytes[j + 2] ?? 0) << 8) | (bytes[j + 3] ?? 0);
  }
  for (let i = 16; i < 64; i += 1) {
    const a = w[i - 15] ?? 0;
    const b = w[i - 2] ?? 0;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) | 0;
  }
  let a = state[0] ?? 0;
  let b = state[1] ?? 0;
  let c = state[2] ?? 0;
  let d = state[3] ?? 0;
  let e = state[4] ?? 0;
  let f = state[5] ?? 0;
  let g = state[6] ?? 0;
  let h = state[7] ?? 0;
  for (let i = 0; i < 64; i += 1) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + (K[i] ?? 0) + (w[i] ?? 0)) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = ((state[0] ?? 0) + a) | 0;
  state[1] = ((state[1] ?? 0) + b) | 0;
  state[2] = ((state[2] ?? 0) + c) | 0;
  state[3] = ((state[3] ?? 0) + d) | 0;
  state[4] = ((state[4] ?? 0) + e) | 0;
  state[5] = ((state[5] ?? 0) + f) | 0;
  state[6] = ((state[6] ?? 0) + g) | 0;
  state[7] = ((state[7] ?? 0) + h) | 0;
}

/** The digest as eight big-endian 32-bit words, which is how the search compares it. */
export function digestWords(hex: string): Int32Array {
  const words = new Int32Array(8);
  for (let i = 0; i < 8; i += 1) words[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16) | 0;
  return words;
}

const HEX = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, '0'));

// By table, byte by byte: the service turns two digests a message into hex, and toString(16) with
// padStart took three times as long as the hashing.
function toHex(state: Int32Array): string {
  let out = '';
  for (let i = 0; i < 8; i += 1) {
    const word = state[i] ?? 0;
    out += (HEX[(word >>> 24) & 0xff] ?? '') + (HEX[(word >>> 16) & 0xff] ?? '') + (HEX[(word >>> 8) & 0xff] ?? '') + (HEX[word & 0xff] ?? '');
  }
  return out;
}

const encoder = new TextEncoder();

/**
 * Hashes `prefix + suffix` for many suffixes: the prefix's whole blocks are compressed once, and
 * each call only the rest. `prefix` is the challenge's salt (ASCII: hex and URL parameters), or
 * raw bytes. A suffix is short (a number's digits, a digest): at most 55 bytes past the prefix's
 * last whole block.
 */
export function prefixedSha256(prefix: string | Uint8Array) {
  const bytes = typeof prefix === 'string' ? encoder.encode(prefix) : prefix;
  const whole = bytes.length - (bytes.length % 64);
  const midstate = new Int32Array(INITIAL);
  for (let offset = 0; offset < whole; offset += 64) compress(midstate, bytes, offset);
  const tail = bytes.subarray(whole);
  const block = new Uint8Array(128);
  const state = new Int32Array(8);

  /** The digest of prefix + suffix (a string of single-byte characters, or bytes) into `state`. */
  function run(suffix: string | Uint8Array): Int32Array {
    if (tail.length + suffix.length > 119) throw new RangeError('prefixedSha256: the suffix is too long.');
    block.fill(0);
    block.set(tail);
    let length = tail.length;
    if (typeof suffix === 'string') for (let i = 0; i < suffix.length; i += 1) block[length++] = suffix.charCodeAt(i) & 0xff;
    else {
      block.set(suffix, length);
      length += suffix.length;
    }
    block[length] = 0x80;
    const blocks = length + 9 <= 64 ? 1 : 2;
    const bits = (whole + length) * 8;
    const end = blocks * 64;
    // The message length in bits, big-endian in the last eight bytes (it never needs more than four).
    block[end - 4] = bits >>> 24;
    block[end - 3] = bits >>> 16;
    block[end - 2] = bits >>> 8;
    block[end - 1] = bits;
    state.set(midstate);
    compress(state, block, 0);
    if (blocks === 2) compress(state, block, 64);
    return state;
  }

  return {
    run,
    /** Whether prefix + suffix hashes to `target` (digestWords of the expected hex). */
    matches(suffix: string, target: Int32Array): boolean {
      const digest = run(suffix);
      for (let i = 0; i < 8; i += 1) if (digest[i] !== target[i]) return false;
      return true;
    },
    hex(suffix: string | Uint8Array): string {
      return toHex(run(suffix));
    },
  };
}

function bytesOf(state: Int32Array): Uint8Array {
  const out = new Uint8Array(32);
  state.forEach((word, i) => {
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = word >>> 16;
    out[i * 4 + 2] = word >>> 8;
    out[i * 4 + 3] = word;
  });
  return out;
}

/**
 * HMAC-SHA256 (RFC 2104) with one key for many short messages (at most 55 bytes past a block,
 * such as a challenge's 64 hex digits): the key's two padded blocks are compressed once, so a
 * message costs three compressions, a microsecond or two, where Web Crypto's sign costs tens.
 */
export function hmacSha256(key: string): (message: string) => string {
  let keyBytes: Uint8Array = encoder.encode(key);
  if (keyBytes.length > 64) keyBytes = bytesOf(prefixedSha256(keyBytes).run(''));
  const pad = (value: number) => Uint8Array.from({ length: 64 }, (_, i) => (keyBytes[i] ?? 0) ^ value);
  const inner = prefixedSha256(pad(0x36));
  const outer = prefixedSha256(pad(0x5c));
  return (message) => outer.hex(bytesOf(inner.run(encoder.encode(message))));
}

/** Compares two strings in time that depends only on their length, for signatures. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
