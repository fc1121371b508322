import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { importCycles, importGraph, sourceFiles } from './import-graph';

/*
 * No file of ours imports itself through others. A checker plugin (eslint-plugin-import-x's
 * no-cycle) would need unrs-resolver, whose platform binaries this registry lacks, and `npm ci`
 * then refuses the lockfile; so the graph is built here, with TypeScript's own import scanner.
 */
describe('import cycles', () => {
  it('none among the project’s files, type-only imports included', () => {
    const graph = importGraph(PROJECT_ROOT);
    const cycles = importCycles(graph).map((cycle) => cycle.join(' → '));
    expect(cycles, 'import cycles (move what both sides need to a file of its own)').toEqual([]);
  });

  it('reads the files it must: every layer, the root configs, and their imports of each other', () => {
    const graph = importGraph(PROJECT_ROOT);
    for (const file of ['src/app.tsx', 'vite.config.ts', 'playwright.config.ts']) expect(graph.has(file), file).toBe(true);
    // sample/ stands for content/ until the owner has one (contract/content-paths.ts).
    for (const dir of ['src/', 'server/', 'contract/', 'scripts/', 'e2e/', 'sample/', 'fixtures/']) {
      expect([...graph.keys()].some((file) => file.startsWith(dir)), dir).toBe(true);
    }
    // A type-only import, an @content/ import and an extensionful one are all edges.
    expect(graph.get('src/entry-client.tsx')).toContain('sample/site.ts');
    expect(graph.get('vite.config.ts')).toContain('scripts/build/head-tags.ts');
    expect(graph.get('src/entry-server.tsx')).toContain('src/app.tsx');
  });
});

describe('the cycle finder', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  /** A throwaway project of `files` (path → source) under src/. */
  const project = (files: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), 'folio-cycles-'));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    return root;
  };

  it('names a cycle through a type-only import, a lazy import and @content/', () => {
    const dir = project({
      'src/a.ts': "import type { B } from './lib/b';\nexport type A = B;",
      'src/lib/b.ts': "export type B = string;\nexport const load = () => import('../c.tsx');",
      'src/c.tsx': "import { site } from '@content/site';\nexport const c = site;",
      'content/site.ts': "import type { A } from '../src/a';\nexport const site: A = '';",
      'src/d.ts': "import './lib/b';",
    });
    expect(sourceFiles(dir)).toEqual(['content/site.ts', 'src/a.ts', 'src/c.tsx', 'src/d.ts', 'src/lib/b.ts']);
    expect(importCycles(importGraph(dir))).toEqual([['content/site.ts', 'src/a.ts', 'src/lib/b.ts', 'src/c.tsx', 'content/site.ts']]);
  });

  it('names a file that imports itself, and nothing for a chain without a way back', () => {
    const dir = project({ 'src/self.ts': "export * from './self';", 'src/x.ts': "import './y';", 'src/y.ts': "import 'react';" });
    expect(importCycles(importGraph(dir))).toEqual([['src/self.ts', 'src/self.ts']]);
  });
});
