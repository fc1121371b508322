import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Which of our files each of our files imports (paths relative to the root, with "/"). */
export type ImportGraph = Map<string, string[]>;

/** The folders of ours that hold TypeScript, and the config files at the root. */
export const SOURCE_DIRS = ['src', 'server', 'contract', 'scripts', 'e2e', 'content', 'sample', 'fixtures'] as const;
const SKIP = new Set(['node_modules', 'dist', '.git']);
const SOURCE_FILE = /\.tsx?$/u;
// How the project's imports name a file: with or without its extension (Bundler resolution).
const ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx file under `dirs` of `root`, and the .ts files at the root itself. */
export function sourceFiles(root: string, dirs: readonly string[] = SOURCE_DIRS): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory() && relative) walk(child);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(child);
    }
  };
  walk('');
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(dir);
  return files.sort();
}

/**
 * The file a specifier names, or null for a package or a file that is not TypeScript (CSS, SVG).
 * `@content/` is the owner's folder as tsconfig maps it (content/, else folio's sample/); at build
 * time CONTENT_DIR may point elsewhere, but the code that imports it is the same.
 */
export function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.posix.join(path.posix.dirname(from), specifier);
  else if (specifier.startsWith('@content/')) {
    const rest = specifier.slice('@content/'.length);
    return resolveImport(root, from, `./${path.posix.relative(path.posix.dirname(from), `content/${rest}`)}`) ?? resolveImport(root, from, `./${path.posix.relative(path.posix.dirname(from), `sample/${rest}`)}`);
  } else return null;
  for (const ending of ENDINGS) {
    const candidate = path.posix.normalize(base + ending);
    const full = path.join(root, candidate);
    if (SOURCE_FILE.test(candidate) && existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/**
 * The graph of every import among `files`: static, `import type`, re-exports, `import()` and
 * `typeof import()` alike, since a cycle through types still ties the files' design together.
 */
export function importGraph(root: string, files: readonly string[] = sourceFiles(root)): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(root, file, fileName)).filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Each import cycle, as one path through it that returns to its start (`a → b → a`): one per
 * strongly connected group of files (Tarjan's algorithm), so a tangle of many cycles is named once.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups.map((group) => cycleThrough(graph, new Set(group)));
}

/** A shortest way from the group's first file (by name) back to itself, inside the group. */
function cycleThrough(graph: ImportGraph, group: Set<string>): string[] {
  const start = [...group].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const way = [file];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0] ?? '') ?? start);
        return [...way, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
