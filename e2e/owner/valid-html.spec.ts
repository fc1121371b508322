import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './owner-test';

// vnu-jar's main export is the path of its jar (it has no types).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/**
 * Every page a server publishes, read from its sitemap as a crawler would, checked by the W3C's Nu
 * Html Checker: a checker no one here wrote. Once per server (its default language's project): the
 * sitemap lists every language's pages.
 */
test('every page the sitemap lists is valid HTML (the W3C Nu Html Checker finds no error)', async ({ e2eSite, request }) => {
  test.skip(e2eSite.path !== '', 'the default language’s project checks every page of this server');
  test.slow();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((match) => new URL(match[1] ?? '').pathname);
  expect(pages.length, 'pages in the sitemap').toBeGreaterThan(0);

  const dir = mkdtempSync(path.join(tmpdir(), 'folio-vnu-'));
  const files = await Promise.all(
    pages.map(async (pagePath, index) => {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(200);
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, await response.body());
      return { file, pagePath };
    }),
  );

  // A page with one known error, so that a checker that read nothing cannot pass for one that found nothing.
  const canary = path.join(dir, 'canary.html');
  writeFileSync(canary, '<!doctype html><html lang="en"><title>canary</title><svg hidden></svg></html>');

  // vnu exits 1 when it finds an error and writes its JSON report to stderr either way.
  const run = promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', canary, ...files.map((f) => f.file)], { maxBuffer: 16 * 1024 * 1024 });
  const { stderr } = await run.catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  const report = JSON.parse(stderr) as { messages: VnuMessage[] };
  const isError = (message: VnuMessage) => message.type !== 'info' || message.subType === 'fatal';
  expect(report.messages.filter((message) => message.url.endsWith('/canary.html') && isError(message)).length, 'errors vnu finds on the canary page').toBe(1);
  const pageOf = (url: string) => files.find((f) => url.endsWith(`/${path.basename(f.file)}`))?.pagePath ?? url;
  const errors = report.messages.filter((message) => isError(message) && !message.url.endsWith('/canary.html')).map((message) => `${pageOf(message.url)}:${message.lastLine ?? '?'} ${message.message} (${(message.extract ?? '').trim().slice(0, 120)})`);
  expect(errors).toEqual([]);
});
