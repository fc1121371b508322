import { createHash } from 'node:crypto';

export type SecurityHeaderOptions = {
  /**
   * Origins the page may fetch from besides its own, e.g. the API's origin when `dist/` is on a
   * CDN and the service elsewhere. Same-origin `/api` needs nothing here.
   */
  connectSrc?: readonly string[];
};

// Script types a browser executes; anything else (application/ld+json, application/json, text/plain…)
// is a data block that CSP does not govern, so hashing it would only widen the policy.
const EXECUTABLE_TYPES = new Set(['', 'module', 'importmap', 'speculationrules', 'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript']);

// One pass, so a commented-out block is skipped and a `<!--` inside a script does not cut it short.
const BLOCKS = /<!--[\s\S]*?-->|<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<style\b[^>]*>([\s\S]*?)<\/style\s*>/giu;

/**
 * The headers for the built page. The CSP allows exactly the inline scripts and styles that are in
 * `html` (by their SHA-256), and nothing else inline. Pure, so the build can write the same headers
 * into a `_headers` file for a CDN; compute once per build or start-up, not per request.
 */
export function securityHeaders(html: string, options: SecurityHeaderOptions = {}): Record<string, string> {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, attributes, script, style] of html.matchAll(BLOCKS)) {
    if (script !== undefined && isInlineExecutable(attributes ?? '')) scripts.push(script);
    if (style !== undefined) styles.push(style);
  }
  const connect = ["'self'", ...(options.connectSrc ?? [])];

  const policy = [
    "default-src 'self'",
    `script-src ${sources(scripts)}`,
    `style-src ${sources(styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');

  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

function isInlineExecutable(attributes: string): boolean {
  if (/(?:^|\s)src(?:\s*=|\s|$)/iu.test(attributes)) return false;
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/iu.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
  return EXECUTABLE_TYPES.has(value);
}

function sources(blocks: string[]): string {
  const hashes = [...new Set(blocks.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`))];
  return ["'self'", ...hashes].join(' ');
}
