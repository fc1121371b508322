import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('securityHeaders', () => {
  const theme = "(function(){var t='light-theme';document.documentElement.classList.add(t)})()";
  const html = `<!doctype html><html><head>
    <script>${theme}</script>
    <script type="application/ld+json">{"@type":"Person"}</script>
    <script type="module" src="/assets/entry-abc123.js"></script>
    <script type=module crossorigin data-src="x">import('/assets/a.js')</script>
    <!-- <script>alert('commented out')</script> -->
    <style>body{margin:0}</style>
  </head><body><div id="root"></div></body></html>`;

  it('allows exactly the inline scripts that run, by hash', () => {
    const csp = securityHeaders(html)['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${sha(theme)} ${sha("import('/assets/a.js')")}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain(sha('{"@type":"Person"}'));
    expect(csp).not.toContain(sha("alert('commented out')"));
  });

  it('hashes inline style blocks and keeps the other directives strict', () => {
    const csp = securityHeaders(html)['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${sha('body{margin:0}')}`);
    for (const part of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "img-src 'self'", "connect-src 'self'"]) {
      expect(csp.split('; ')).toContain(part);
    }
  });

  it('names only directives every engine knows (WebKit logs an error for manifest-src)', () => {
    const csp = securityHeaders(html)['Content-Security-Policy'] ?? '';
    // CSP Level 2's fetch and navigation directives, which Chromium, Firefox and WebKit all parse.
    const known = ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors'];
    expect(csp.split('; ').map((part) => part.split(' ')[0]).filter((name) => !known.includes(name ?? ''))).toEqual([]);
  });

  it('hashes the exact bytes, including non-ASCII text', () => {
    const script = "console.log('héllo ☕')";
    expect(securityHeaders(`<script>${script}</script>`)['Content-Security-Policy']).toContain(
      `'sha256-${createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64')}'`,
    );
  });

  it('without inline code allows only self', () => {
    const csp = securityHeaders('<html><script src="/a.js"></script></html>')['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
  });

  it('adds API origins to connect-src for a site hosted apart from the service', () => {
    const csp = securityHeaders(html, { connectSrc: ['https://api.owner.example'] })['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.owner.example");
  });

  it('allows a captcha\'s provider (and a script loaded from elsewhere) only when the page has its slot', () => {
    const withSlot = (provider: string, script: string) =>
      html.replace('<div id="root"></div>', `<div id="root"><form><div data-captcha-provider="${provider}" data-captcha-sitekey="0x4AAA" data-captcha-script="${script}" class="min-h-[65px]"></div></form></div>`);
    const turnstile = securityHeaders(withSlot('turnstile', 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'))['Content-Security-Policy'] ?? '';
    for (const name of ['script-src', 'frame-src', 'connect-src', 'style-src']) expect(directive(turnstile, name)).toContain('https://challenges.cloudflare.com');
    expect(directive(turnstile, 'script-src')).toContain(sha(theme));
    const hcaptcha = securityHeaders(withSlot('hcaptcha', 'http://127.0.0.1:4999/hcaptcha.js?render=explicit&amp;x=1'))['Content-Security-Policy'] ?? '';
    expect(directive(hcaptcha, 'frame-src')).toBe('frame-src https://hcaptcha.com https://*.hcaptcha.com http://127.0.0.1:4999');
    const none = securityHeaders(html)['Content-Security-Policy'] ?? '';
    expect(directive(none, 'frame-src')).toBeUndefined();
    expect(none).not.toContain('cloudflare');
  });

  it('sends the other security headers', () => {
    expect(securityHeaders(html)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=31536000',
    });
  });
});
