import { createHash } from 'node:crypto';
import { CAPTCHA_PROVIDERS } from '../../contract/captcha';
import { CAPTCHA_SLOT, isCaptchaProvider } from '../../contract/captcha-slot';
import { inlineBlocks } from './inline-blocks';

export type SecurityHeaderOptions = {
  /**
   * Origins the page may fetch from besides its own, e.g. the API's origin when `dist/` is on a
   * CDN and the service elsewhere. Same-origin `/api` needs nothing here.
   */
  connectSrc?: readonly string[];
};

/**
 * The headers for the built page. The CSP allows exactly the inline scripts and styles that are in
 * `html` (by their SHA-256), and nothing else inline. Pure, so the build can write the same headers
 * into a `_headers` file for a CDN; compute once per build or start-up, not per request.
 */
export function securityHeaders(html: string, options: SecurityHeaderOptions = {}): Record<string, string> {
  const { scripts, styles } = inlineBlocks(html);
  const captcha = captchaSources(html);
  const connect = ["'self'", ...(options.connectSrc ?? []), ...captcha];

  const policy = [
    "default-src 'self'",
    `script-src ${[sources(scripts), ...captcha].join(' ')}`,
    `style-src ${[sources(styles), ...captcha].join(' ')}`,
    // Only the captcha's widget is a frame, and only when the page has one.
    ...(captcha.length > 0 ? [`frame-src ${captcha.join(' ')}`] : []),
    // Every image, the favicon included, is a file of the site: no data: URLs to allow.
    "img-src 'self'",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // No manifest-src: WebKit does not know it and logs a console error on every load; the
    // manifest is a file of the site, which default-src 'self' already allows.
  ].join('; ');

  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Not `interest-cohort`: FLoC was withdrawn and no browser knows the feature any more, while
    // every byte of these headers counts toward the page's first flight (decision 028).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // HTTPS only, for a year, once a visitor has had the site over HTTPS (browsers ignore it over
    // plain HTTP, so `npm start` on localhost is untouched). Not includeSubDomains: the owner's
    // other subdomains are not this site's to decide.
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

/**
 * What the page's captcha needs (its provider's origins, and those of a script loaded from
 * elsewhere), read from the slot the page was built with: none when it has no captcha.
 */
function captchaSources(html: string): string[] {
  const provider = new RegExp(`${CAPTCHA_SLOT.provider}="([a-z]+)"`, 'u').exec(html)?.[1];
  if (!isCaptchaProvider(provider)) return [];
  const script = new RegExp(`${CAPTCHA_SLOT.script}="([^"]+)"`, 'u').exec(html)?.[1]?.replace(/&amp;/gu, '&');
  const origin = script && URL.canParse(script) ? new URL(script).origin : undefined;
  return [...new Set([...CAPTCHA_PROVIDERS[provider].sources, ...(origin ? [origin] : [])])];
}

function sources(blocks: string[]): string {
  const hashes = [...new Set(blocks.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`))];
  return ["'self'", ...hashes].join(' ');
}
