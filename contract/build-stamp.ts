/**
 * What the build and `npm start` agree on about a built site: the build writes a stamp into its
 * output folder last, and the server reads it to tell whether that folder is still what the
 * sources and settings describe (and under which base path to serve it).
 */
import * as z from 'zod';
import { contentPaths } from './content-paths';

/** A dotfile, so the server never serves it (dotfiles are not indexed). */
export const BUILD_STAMP_FILE = '.folio-build.json';

/** The environment settings that change what the build produces. */
export type BuildSettings = {
  /** BASE_PATH, normalised: "/" or "/my-repo/". */
  base: string;
  /** CONTENT_DIR relative to the project, or null for content/. */
  contentDir: string | null;
  /** VITE_API_HOST as given, or null when not set. */
  apiHost: string | null;
  /**
   * VITE_CAPTCHA_PROVIDER, VITE_CAPTCHA_SITE_KEY and VITE_CAPTCHA_SCRIPT_URL, or null for no
   * captcha. Kept like VITE_API_HOST: a rebuild that `npm start` runs after an edit, in a shell
   * without them, must not drop the widget while the service still expects its tokens.
   */
  captcha: CaptchaBuild | null;
  /**
   * FOLIO_DESIGN, or null for the design site.ts chooses. Like CONTENT_DIR, always what it says
   * now: the gallery and the tests build one content in several designs, each into its own folder.
   */
  design: string | null;
};

export type CaptchaBuild = { provider: string; siteKey: string; script: string | null };

export type BuildStamp = BuildSettings & {
  /** When the build began (ms since the epoch), to name a source saved after it. */
  startedAt: number;
  /** The digest of every build input as the build began (contract/build-inputs.ts). */
  inputs: string;
};

export const DEFAULT_BUILD_SETTINGS: BuildSettings = { base: '/', contentDir: null, apiHost: null, captcha: null, design: null };

/** "my-repo", "/my-repo" and "/my-repo/" all mean "/my-repo/"; blank means "/". */
export function normaliseBase(value: string | undefined): string {
  const trimmed = (value ?? '/').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/+|\/+$/gu, '')}/`;
}

const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/**
 * The settings the environment asks for. BASE_PATH and VITE_API_HOST say where the site will live,
 * so one that is not set is left out and the caller keeps what the last build used; set but empty,
 * VITE_API_HOST means "none". CONTENT_DIR is always what it says now: unset is the owner's content/.
 */
export function requestedSettings(env: NodeJS.ProcessEnv, root: string): Partial<BuildSettings> & Pick<BuildSettings, 'contentDir'> {
  const requested: Partial<BuildSettings> & Pick<BuildSettings, 'contentDir'> = {
    contentDir: contentDirSetting(env.CONTENT_DIR, root),
    design: blank(env.FOLIO_DESIGN) ? null : env.FOLIO_DESIGN.trim(),
  };
  if (!blank(env.BASE_PATH)) requested.base = normaliseBase(env.BASE_PATH);
  if (env.VITE_API_HOST !== undefined) requested.apiHost = blank(env.VITE_API_HOST) ? null : env.VITE_API_HOST.trim();
  if (env.VITE_CAPTCHA_PROVIDER !== undefined) {
    requested.captcha = blank(env.VITE_CAPTCHA_PROVIDER)
      ? null
      : { provider: env.VITE_CAPTCHA_PROVIDER.trim(), siteKey: (env.VITE_CAPTCHA_SITE_KEY ?? '').trim(), script: blank(env.VITE_CAPTCHA_SCRIPT_URL) ? null : env.VITE_CAPTCHA_SCRIPT_URL.trim() };
  }
  return requested;
}

/** What a build run with `env` uses: every setting, defaults filled in. */
export function buildSettingsFrom(env: NodeJS.ProcessEnv, root: string): BuildSettings {
  return { ...DEFAULT_BUILD_SETTINGS, ...requestedSettings(env, root) };
}

/** The folder relative to the project, or null for content/ itself. */
function contentDirSetting(value: string | undefined, root: string): string | null {
  const { label } = contentPaths(value, root);
  return label === 'content' ? null : label;
}

/** The variables that make a build with `settings` (for running the build again). */
export function settingsEnv(settings: BuildSettings): Record<string, string> {
  const env: Record<string, string> = { BASE_PATH: settings.base };
  if (settings.contentDir !== null) env.CONTENT_DIR = settings.contentDir;
  // Empty, not absent: the rebuild draws the design site.ts chooses, not one left in the shell.
  env.FOLIO_DESIGN = settings.design ?? '';
  // Empty, not absent: a rebuild must not pick up a VITE_API_HOST left in the shell.
  env.VITE_API_HOST = settings.apiHost ?? '';
  env.VITE_CAPTCHA_PROVIDER = settings.captcha?.provider ?? '';
  env.VITE_CAPTCHA_SITE_KEY = settings.captcha?.siteKey ?? '';
  env.VITE_CAPTCHA_SCRIPT_URL = settings.captcha?.script ?? '';
  return env;
}

const stampSchema = z.object({
  base: z.string(),
  contentDir: z.string().nullable(),
  apiHost: z.string().nullable(),
  // Absent in a stamp from before captchas: that build had none.
  captcha: z.object({ provider: z.string(), siteKey: z.string(), script: z.string().nullable() }).nullable().default(null),
  // Absent in a stamp from before designs: that build drew site.ts's (the one design there was).
  design: z.string().nullable().default(null),
  startedAt: z.number(),
  inputs: z.string(),
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
