import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { requestedSettings, settingsEnv, type BuildSettings } from '../contract/build-stamp';
import { judgeBuild, newestInput, readBuildStamp, wantedSettings } from './build-freshness';

/**
 * `npm start` never serves a stale site: when `dir` is missing, was built with other settings, or
 * is older than a source, the site is built again first (one line says why). Up to date, this costs
 * a walk over the sources' timestamps. Returns the settings the folder was built with.
 */
export function ensureFreshBuild(root: string, dir: string, env: NodeJS.ProcessEnv = process.env): BuildSettings {
  const out = path.resolve(dir);
  const stamp = readBuildStamp(out);
  const settings = wantedSettings(stamp, requestedSettings(env, root));
  const verdict = judgeBuild({
    dir: dir.replace(/\/+$/u, ''),
    indexExists: existsSync(path.join(out, 'index.html')),
    stamp,
    settings,
    newest: newestInput(root, settings.contentDir === null ? [] : [settings.contentDir]),
  });
  if (verdict.fresh) return settings;

  console.log(`folio: rebuilding the site because ${verdict.reason} (npm run build)…`);
  // The build script itself rather than `npm run build`: one process fewer, and no npm banner.
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], {
    cwd: root,
    env: { ...env, ...settingsEnv(settings), OUT_DIR: out },
    stdio: 'inherit',
  });
  if (build.status !== 0 || !readBuildStamp(out)) {
    const how = build.signal ? `was stopped by ${build.signal}` : `failed (exit code ${String(build.status)})`;
    console.error(`folio: the build ${how}, so there is no up-to-date site in ${dir}/. Fix the build, or set SERVE_STATIC=0 to serve only the API.`);
    process.exit(1);
  }
  return settings;
}
