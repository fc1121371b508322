import { securityHeaders } from '../server/security-headers';

/**
 * A `_headers` file (Netlify / Cloudflare Pages format) with the same security headers and CSP
 * hash that `npm start` sends, plus the caching rules: hashed assets forever, the page never stale.
 */
export function headersFile(html: string, base: string, apiHost?: string): string {
  const apiOrigin = apiHost && /^https?:\/\//u.test(apiHost) ? new URL(apiHost).origin : undefined;
  const headers = securityHeaders(html, { connectSrc: apiOrigin ? [apiOrigin] : [] });
  const lines = [`${base}*`, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push(`${base}assets/*`, '  Cache-Control: public, max-age=31536000, immutable');
  lines.push(`${base}`, '  Cache-Control: no-cache', `${base}index.html`, '  Cache-Control: no-cache');
  return `${lines.join('\n')}\n`;
}
