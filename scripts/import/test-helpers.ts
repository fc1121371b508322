import { copyFile, cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '../../contract/content-schema';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { runImport } from './import';

export const FIXTURES = path.join(PROJECT_ROOT, 'fixtures/import');

export type Run = { code: number; out: string[]; err: string[] };

/** Runs the command as an owner would, into `contentDir`, capturing what it prints. */
export async function importInto(contentDir: string, ...args: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImport(args, { log: (line) => out.push(line), error: (line) => err.push(line), contentDir, cwd: PROJECT_ROOT, now: new Date('2026-11-23T12:00:00Z') });
  return { code, out, err };
}

/** An empty content folder, or a copy of `from` (a fixture owner's folder). */
export async function contentFolder(from?: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-import-'));
  if (from) await cp(path.join(PROJECT_ROOT, from), dir, { recursive: true });
  return dir;
}

let copies = 0;

/** The site a written site.ts exports, read from a copy of another name: the import cached the one it replaced. */
export async function writtenSite(dir: string): Promise<SiteContent> {
  copies += 1;
  const copy = path.join(dir, `written-${copies}.ts`);
  await copyFile(path.join(dir, 'site.ts'), copy);
  return ((await import(pathToFileURL(copy).href)) as { site: SiteContent }).site;
}
