import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildInput } from '../../contract/build-inputs';
import {
  BUILD_STAMP_FILE,
  DEFAULT_BUILD_SETTINGS,
  parseBuildStamp,
  type BuildSettings,
  type CaptchaBuild,
  type BuildStamp,
  type requestedSettings,
} from '../../contract/build-stamp';

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
  /** The digest of the inputs now, and the newest of them (to name it). */
  inputs: string;
  newest: BuildInput | undefined;
};

export type BuildVerdict = { fresh: true } | { fresh: false; reason: string };

/**
 * A variable set now wins; BASE_PATH and VITE_API_HOST not set keep what the last build used, so
 * `BASE_PATH=/my-repo/ npm run build && npm start` serves that build rather than rebuilding for "/".
 */
export function wantedSettings(stamp: BuildStamp | undefined, requested: ReturnType<typeof requestedSettings>): BuildSettings {
  const built = stamp ? { base: stamp.base, apiHost: stamp.apiHost, captcha: stamp.captcha } : {};
  return { ...DEFAULT_BUILD_SETTINGS, ...built, ...requested };
}

const shown = {
  base: (value: string) => value,
  contentDir: (value: string | null) => value ?? 'content',
  design: (value: string | null) => (value === null ? "site.ts's design" : `the design FOLIO_DESIGN=${value}`),
  apiHost: (value: string | null) => (value === null ? 'VITE_API_HOST unset' : `VITE_API_HOST=${value}`),
  captcha: (value: CaptchaBuild | null) => (value === null ? 'no captcha' : `the ${value.provider} captcha (site key ${value.siteKey}${value.script ? `, script ${value.script}` : ''})`),
};

/** Whether the built folder is still what the sources and settings describe, and if not, why. */
export function judgeBuild(state: BuildState): BuildVerdict {
  const { dir, stamp, settings, newest, inputs } = state;
  const stale = (reason: string): BuildVerdict => ({ fresh: false, reason });
  if (!state.indexExists) return stale(`${dir}/index.html is missing`);
  if (!stamp) return stale(`${dir}/ has no build stamp (built by an older version, or the last build did not finish)`);
  if (settings.base !== stamp.base) return stale(`${dir}/ was built for base ${stamp.base}, not ${settings.base}`);
  if (settings.contentDir !== stamp.contentDir) {
    return stale(`${dir}/ was built from ${shown.contentDir(stamp.contentDir)}, not ${shown.contentDir(settings.contentDir)}`);
  }
  if (settings.design !== stamp.design) return stale(`${dir}/ was built in ${shown.design(stamp.design)}, not ${shown.design(settings.design)}`);
  if (settings.apiHost !== stamp.apiHost) return stale(`${dir}/ was built with ${shown.apiHost(stamp.apiHost)}, not ${shown.apiHost(settings.apiHost)}`);
  if (JSON.stringify(settings.captcha) !== JSON.stringify(stamp.captcha)) return stale(`${dir}/ was built with ${shown.captcha(stamp.captcha)}, not ${shown.captcha(settings.captcha)}`);
  if (inputs !== stamp.inputs) {
    if (newest && newest.mtimeMs > stamp.startedAt) return stale(`${newest.file} changed after ${dir}/ was built`);
    return stale(`a source file was added, removed or changed since ${dir}/ was built`);
  }
  return { fresh: true };
}
