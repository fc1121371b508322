import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputs, inputsDigest, newestOf } from './build-inputs';

describe('build inputs (on disk)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'folio-inputs-'));
    for (const folder of ['src/sections', 'content/images', 'bench', 'e2e', 'fixtures/sample']) mkdirSync(join(root, folder), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const file = (relative: string, seconds: number, text = 'x') => {
    writeFileSync(join(root, relative), text);
    utimesSync(join(root, relative), seconds, seconds);
  };
  const digest = () => inputsDigest(root, buildInputs(root));

  it('lists the sources the build reads, however deep, and names the newest', () => {
    file('index.html', 100);
    file('content/site.ts', 200);
    file('src/sections/card.tsx', 300);
    expect(buildInputs(root).map((input) => input.file)).toEqual(['content/site.ts', 'index.html', 'src/sections/card.tsx']);
    expect(newestOf(buildInputs(root))).toEqual({ file: 'src/sections/card.tsx', mtimeMs: 300_000 });
  });

  it('leaves out tests, the benchmark and folders the build does not read', () => {
    file('content/site.ts', 200);
    file('src/sections/card.test.tsx', 900);
    file('bench/run.ts', 900);
    file('e2e/page.spec.ts', 900);
    expect(buildInputs(root).map((input) => input.file)).toEqual(['content/site.ts']);
  });

  it('adds a content folder other than content/ when the build uses one', () => {
    file('content/site.ts', 200);
    file('fixtures/sample/site.ts', 500);
    expect(buildInputs(root).map((input) => input.file)).not.toContain('fixtures/sample/site.ts');
    expect(buildInputs(root, 'fixtures/sample').map((input) => input.file)).toContain('fixtures/sample/site.ts');
  });

  it('changes its digest when a file is edited, added or deleted, and not when only its time changes', () => {
    file('content/site.ts', 200, 'one');
    file('content/images/avatar.svg', 200, '<svg/>');
    const before = digest();
    utimesSync(join(root, 'content/site.ts'), 5_000, 5_000);
    expect(digest()).toBe(before);
    file('content/site.ts', 200, 'two');
    expect(digest()).not.toBe(before);
    file('content/site.ts', 200, 'one');
    expect(digest()).toBe(before);
    unlinkSync(join(root, 'content/images/avatar.svg'));
    expect(digest()).not.toBe(before);
  });
});
