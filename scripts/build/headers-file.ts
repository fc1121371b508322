import { apiOrigin } from '../../server/site/form-target';
import { securityHeaders } from '../../server/site/security-headers';

/**
 * A `_headers` file (Netlify / Cloudflare Pages format) with the same security headers and CSP
 * hashes that `npm start` sends (those of every language's page: `htmls`), plus the caching rules:
 * hashed assets forever, the pages (at `base` and each of `folders`, such as "de/") never stale.
 */
export function headersFile(htmls: readonly string[], base: string, apiHost?: string, folders: readonly string[] = ['']): string {
  const origin = apiOrigin(apiHost);
  const headers = securityHeaders(htmls.join('\n'), { connectSrc: origin ? [origin] : [] });
  const lines = [`${base}*`, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push(`${base}assets/*`, '  Cache-Control: public, max-age=31536000, immutable');
  for (const folder of folders) lines.push(`${base}${folder}`, '  Cache-Control: no-cache', `${base}${folder}index.html`, '  Cache-Control: no-cache');
  return `${lines.join('\n')}\n`;
}
