import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../server/testing/test-support';
import { pageHeaders } from './headers-file';
import { metaPolicy, withMetaPolicy, writeMetaPolicies } from './meta-policy';

const CSP = 'Content-Security-Policy';
const page = (script: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <script>${script}</script>\n    <style>p{}</style>\n  </head>\n  <body><p>hi</p></body>\n</html>\n`;
/** The policy a page carries, as a browser's parser would read the attribute. */
const carried = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/u.exec(html)?.[1]?.replace(/&quot;/gu, '"').replace(/&amp;/gu, '&');

describe("a page's own copy of its policy, for a host that ignores _headers", () => {
  it('is the header policy without the directives a <meta> policy cannot set, every other one kept', () => {
    const header = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'; report-uri /csp; sandbox allow-scripts; object-src 'none'";
    expect(metaPolicy(header)).toBe("default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'");
  });

  it('comes right after <meta charset>, before every script and style it governs, and once however often it is written', () => {
    const once = withMetaPolicy(page('go()'), "script-src 'self'");
    const meta = once.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(once.indexOf('<meta charset'));
    expect(meta).toBeLessThan(once.indexOf('<meta name="viewport"'));
    expect(meta).toBeLessThan(once.indexOf('<script>'));
    expect(withMetaPolicy(once, "script-src 'self'")).toBe(once);
  });

  it('keeps a quote or an ampersand in the policy from ending the attribute', () => {
    const policy = 'connect-src \'self\' https://api.example/?a=1&b="x"';
    expect(carried(withMetaPolicy(page(''), policy))).toBe(policy);
  });

  it('refuses a page where a script comes before anything a policy could follow', () => {
    expect(() => withMetaPolicy('<!doctype html><html><head><script>x()</script><meta charset="utf-8"></head></html>', "script-src 'self'")).toThrow(/before <meta charset>/u);
  });

  it("gives each built page the header's policy for that page (its own hashes, the form's API), minus frame-ancestors", async () => {
    const dir = tempDir('folio-meta-policy-');
    try {
      mkdirSync(path.join(dir.path, 'posts', 'hello'), { recursive: true });
      writeFileSync(path.join(dir.path, 'index.html'), page('home()'));
      writeFileSync(path.join(dir.path, 'posts', 'hello', 'index.html'), page('hello()'));
      expect(await writeMetaPolicies(dir.path, 'https://folio.ada.workers.dev/api')).toBe(2);
      for (const [file, script] of [['index.html', 'home()'], ['posts/hello/index.html', 'hello()']] as const) {
        const header = pageHeaders(page(script), 'https://folio.ada.workers.dev/api')[CSP] ?? '';
        expect(header).toContain("frame-ancestors 'none'");
        expect(header).toContain('connect-src \'self\' https://folio.ada.workers.dev');
        expect(carried(readFileSync(path.join(dir.path, file), 'utf8'))).toBe(header.replace("; frame-ancestors 'none'", ''));
      }
    } finally {
      dir.remove();
    }
  });
});
