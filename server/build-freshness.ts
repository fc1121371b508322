import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP_FILE, parseBuildStamp, type BuildSettings, type BuildStamp } from '../contract/build-stamp';

/** Folders whose files the build reads (tests and the benchmark are not build inputs). */
export const INPUT_DIRS = ['content', 'contract', 'src', 'scripts'] as const;
/** Single files that change the build: the page template, Vite's config, dependencies, env files Vite reads. */
export const INPUT_FILES = [
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
const NOT_INPUTS = /(?:^|\/)(?:scripts\/bench\/|[^/]*\.test\.tsx?$)/u;

export type NewestInput = { file: string; mtimeMs: number };

/**
 * The most recently modified build input under `root` (paths relative to it, with "/");
 * `extraDirs` adds a content folder other than content/ (CONTENT_DIR).
 */
export function newestInput(root: string, extraDirs: readonly string[] = []): NewestInput | undefined {
  let newest: NewestInput | undefined;
  const consider = (file: string, mtimeMs: number) => {
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  };
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (NOT_INPUTS.test(child) || entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) consider(child, statSync(path.join(root, child)).mtimeMs);
    }
  };
  for (const dir of [...INPUT_DIRS, ...extraDirs]) if (existsSync(path.join(root, dir))) walk(dir);
  for (const file of INPUT_FILES) {
    const full = path.join(root, file);
    if (existsSync(full)) consider(file, statSync(full).mtimeMs);
  }
  return newest;
}

/** The stamp in a built folder, or undefined if there is none or it cannot be read. */
export function readBuildStamp(dir: string): BuildStamp | undefined {
  const file = path.join(dir, BUILD_STAMP_FILE);
  return existsSync(file) ? parseBuildStamp(readFileSync(file, 'utf8')) : undefined;
}

export type BuildState = {
  /** The folder as named in messages, e.g. "dist". */
  dir: string;
  indexExists: boolean;
  stamp: BuildStamp | undefined;
  /** What the build should have used: see wantedSettings. */
  settings: BuildSettings;
  newest: NewestInput | undefined;
};

export type BuildVerdict = { fresh: true } | { fresh: false; reason: string };

const DEFAULTS: BuildSettings = { base: '/', contentDir: null, apiHost: null };

/**
 * A variable set now wins; one not set keeps what the last build used, so
 * `BASE_PATH=/my-repo/ npm run build && npm start` serves that build rather than rebuilding for "/".
 */
export function wantedSettings(stamp: BuildStamp | undefined, requested: Partial<BuildSettings>): BuildSettings {
  const built = stamp ? { base: stamp.base, contentDir: stamp.contentDir, apiHost: stamp.apiHost } : {};
  return { ...DEFAULTS, ...built, ...requested };
}

const shown = {
  base: (value: string) => value,
  contentDir: (value: string | null) => value ?? 'content',
  apiHost: (value: string | null) => (value === null ? 'VITE_API_HOST unset' : `VITE_API_HOST=${value}`),
};

/** Whether the built folder is still what the sources and settings describe, and if not, why. */
export function judgeBuild(state: BuildState): BuildVerdict {
  const { dir, stamp, settings, newest } = state;
  const stale = (reason: string): BuildVerdict => ({ fresh: false, reason });
  if (!state.indexExists) return stale(`${dir}/index.html is missing`);
  if (!stamp) return stale(`${dir}/ has no build stamp (built by an older version, or the last build did not finish)`);
  if (settings.base !== stamp.base) return stale(`${dir}/ was built for base ${stamp.base}, not ${settings.base}`);
  if (settings.contentDir !== stamp.contentDir) {
    return stale(`${dir}/ was built from ${shown.contentDir(stamp.contentDir)}, not ${shown.contentDir(settings.contentDir)}`);
  }
  if (settings.apiHost !== stamp.apiHost) return stale(`${dir}/ was built with ${shown.apiHost(stamp.apiHost)}, not ${shown.apiHost(settings.apiHost)}`);
  if (newest && newest.mtimeMs > stamp.startedAt) return stale(`${newest.file} changed after ${dir}/ was built`);
  return { fresh: true };
}
