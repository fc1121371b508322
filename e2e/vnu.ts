import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';

// vnu-jar's main export is the path of its jar (it has no types).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/**
 * The errors the W3C's Nu Html Checker, a checker no one here wrote, finds in each document, as
 * `<label>:<line> <message> (<extract>)`. A page with one known error goes with them, so that a
 * checker that read nothing cannot pass for one that found nothing.
 */
export async function vnuErrors(documents: readonly { label: string; html: string | Buffer }[]): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-vnu-'));
  const files = documents.map((document, index) => {
    const file = path.join(dir, `${index}.html`);
    writeFileSync(file, document.html);
    return { file, label: document.label };
  });
  const canary = path.join(dir, 'canary.html');
  writeFileSync(canary, '<!doctype html><html lang="en"><title>canary</title><svg hidden></svg></html>');

  // vnu exits 1 when it finds an error and writes its JSON report to stderr either way.
  const run = promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', canary, ...files.map((f) => f.file)], { maxBuffer: 16 * 1024 * 1024 });
  const { stderr } = await run.catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  const report = JSON.parse(stderr) as { messages: VnuMessage[] };
  const isError = (message: VnuMessage) => message.type !== 'info' || message.subType === 'fatal';
  expect(report.messages.filter((message) => message.url.endsWith('/canary.html') && isError(message)).length, 'errors vnu finds on the canary page').toBe(1);
  const labelOf = (url: string) => files.find((f) => url.endsWith(`/${path.basename(f.file)}`))?.label ?? url;
  return report.messages
    .filter((message) => isError(message) && !message.url.endsWith('/canary.html'))
    .map((message) => `${labelOf(message.url)}:${message.lastLine ?? '?'} ${message.message} (${(message.extract ?? '').trim().slice(0, 120)})`);
}
