/**
 * What the build and `npm start` agree on about a built site: the build writes a stamp into its
 * output folder last, and the server reads it to tell whether that folder is still what the
 * sources and settings describe (and under which base path to serve it).
 */
import path from 'node:path';
import { z } from 'zod';

/** A dotfile, so the server never serves it (dotfiles are not indexed). */
export const BUILD_STAMP_FILE = '.folio-build.json';

/** The owner's content folder when CONTENT_DIR is not set. */
export const DEFAULT_CONTENT_DIR = 'content';

/** The environment settings that change what the build produces. */
export type BuildSettings = {
  /** BASE_PATH, normalised: "/" or "/my-repo/". */
  base: string;
  /** CONTENT_DIR relative to the project, or null for content/. */
  contentDir: string | null;
  /** VITE_API_HOST as given, or null when not set. */
  apiHost: string | null;
};

export type BuildStamp = BuildSettings & {
  /** When the build began (ms since the epoch): a source saved after it may not be in the output. */
  startedAt: number;
};

/** "my-repo", "/my-repo" and "/my-repo/" all mean "/my-repo/"; blank means "/". */
export function normaliseBase(value: string | undefined): string {
  const trimmed = (value ?? '/').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/+|\/+$/gu, '')}/`;
}

const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/**
 * The settings the environment asks for; a variable that is not set is left out, so the caller
 * can keep what the last build used.
 */
export function requestedSettings(env: NodeJS.ProcessEnv, root: string): Partial<BuildSettings> {
  const requested: Partial<BuildSettings> = {};
  if (!blank(env.BASE_PATH)) requested.base = normaliseBase(env.BASE_PATH);
  if (!blank(env.CONTENT_DIR)) requested.contentDir = contentDirSetting(env.CONTENT_DIR, root);
  if (!blank(env.VITE_API_HOST)) requested.apiHost = env.VITE_API_HOST;
  return requested;
}

/** What a build run with `env` uses: every setting, defaults filled in. */
export function buildSettingsFrom(env: NodeJS.ProcessEnv, root: string): BuildSettings {
  return { base: '/', contentDir: null, apiHost: null, ...requestedSettings(env, root) };
}

function contentDirSetting(value: string, root: string): string | null {
  const relative = path.relative(root, path.resolve(root, value)).split(path.sep).join('/');
  return relative === DEFAULT_CONTENT_DIR ? null : relative;
}

/** The variables that make a build with `settings` (for running the build again). */
export function settingsEnv(settings: BuildSettings): Record<string, string> {
  const env: Record<string, string> = { BASE_PATH: settings.base };
  if (settings.contentDir !== null) env.CONTENT_DIR = settings.contentDir;
  if (settings.apiHost !== null) env.VITE_API_HOST = settings.apiHost;
  return env;
}

const stampSchema = z.object({
  base: z.string(),
  contentDir: z.string().nullable(),
  apiHost: z.string().nullable(),
  startedAt: z.number(),
});

/** The stamp, or undefined when the text is not one (an older or interrupted build). */
export function parseBuildStamp(text: string): BuildStamp | undefined {
  try {
    const parsed = stampSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
