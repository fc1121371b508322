import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/site/security-headers';
import { CLOUDFLARE_HEADER_RULES, headerRules, headersFile, type BuiltPage } from './headers-file';

const page = (folder: string, script: string): BuiltPage => ({ folder, html: `<!doctype html><html><head><script>${script}</script></head><body><p>${folder}</p></body></html>` });
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The file's rules as path → headers, in order. */
function rulesOf(file: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of file.split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) rules.set(line, (current = {}));
    else {
      const [name = '', ...value] = line.trim().split(': ');
      current[name] = value.join(': ');
    }
  }
  return rules;
}

describe('the _headers file', () => {
  const pages = [page('', 'home()'), page('de/', 'heim()'), page('posts/hello/', 'hello()')];
  const rules = rulesOf(headersFile(pages, '/folio/'));

  it('gives each page, at its folder and by its file\'s name, the policy npm start sends it: its own inline code, no other page\'s', () => {
    for (const { folder, html } of pages) {
      for (const path of [`/folio/${folder}`, `/folio/${folder}index.html`]) {
        const csp = rules.get(path)?.['Content-Security-Policy'];
        expect(csp, path).toBe(securityHeaders(html)['Content-Security-Policy']);
        expect(rules.get(path)?.['Cache-Control']).toBe('no-cache');
      }
    }
    expect(rules.get('/folio/de/')?.['Content-Security-Policy']).toContain(hash('heim()'));
    expect(rules.get('/folio/de/')?.['Content-Security-Policy']).not.toContain(hash('home()'));
  });

  it('sends the other security headers everywhere, and no policy from the catch-all, which every path also gets', () => {
    const all = rules.get('/folio/*') ?? {};
    expect(all['Content-Security-Policy']).toBeUndefined();
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['X-Frame-Options']).toBe('DENY');
    const assets = rules.get('/folio/assets/*') ?? {};
    expect(assets['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(assets['Content-Security-Policy']).toContain("script-src 'self';");
  });

  it('lets the page reach an API elsewhere', () => {
    const apart = rulesOf(headersFile(pages, '/', 'https://api.example/api'));
    expect(apart.get('/posts/hello/')?.['Content-Security-Policy']).toContain("connect-src 'self' https://api.example");
  });

  it('stays within a line Cloudflare reads however many posts there are', () => {
    const many = Array.from({ length: 40 }, (_, index) => page(`posts/post-${index}/`, `post(${index})`));
    const file = headersFile(many, '/');
    expect(Math.max(...file.split('\n').map((line) => line.length))).toBeLessThan(2000);
    expect(headerRules(file)).toBe(2 + 2 * many.length);
    expect(headerRules(file)).toBeLessThanOrEqual(CLOUDFLARE_HEADER_RULES);
  });
});
