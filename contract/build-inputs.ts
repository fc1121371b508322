import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders whose files the build reads (tests and the benchmark are not build inputs). */
const INPUT_DIRS = ['content', 'contract', 'src', 'scripts'] as const;
/** Single files that change the build: the page template, Vite's config, dependencies, env files Vite reads. */
const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
] as const;
const NOT_INPUTS = /(?:^|\/)[^/]*\.test\.tsx?$/u;

export type BuildInput = { file: string; mtimeMs: number };

/**
 * Every file the build reads under `root` (paths relative to it, with "/", sorted); `contentDir`
 * adds a content folder other than content/ (CONTENT_DIR; null for content/ itself).
 */
export function buildInputs(root: string, contentDir: string | null = null): BuildInput[] {
  const inputs: BuildInput[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (NOT_INPUTS.test(child) || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) inputs.push({ file: child, mtimeMs: statSync(path.join(root, child)).mtimeMs });
    }
  };
  for (const dir of new Set<string>(contentDir === null ? INPUT_DIRS : [...INPUT_DIRS, contentDir])) {
    if (existsSync(path.join(root, dir))) walk(dir);
  }
  for (const file of INPUT_FILES) {
    const full = path.join(root, file);
    if (existsSync(full)) inputs.push({ file, mtimeMs: statSync(full).mtimeMs });
  }
  return inputs.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * A digest of the inputs' names and bytes. Times alone miss a deleted file and are meaningless for
 * a checkout on another machine; the same sources give the same digest wherever they are.
 */
export function inputsDigest(root: string, inputs: readonly BuildInput[]): string {
  const hash = createHash('sha256');
  for (const { file } of inputs) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

/** The most recently modified input, to name in a message. */
export function newestOf(inputs: readonly BuildInput[]): BuildInput | undefined {
  return inputs.reduce<BuildInput | undefined>((newest, input) => (!newest || input.mtimeMs > newest.mtimeMs ? input : newest), undefined);
}
