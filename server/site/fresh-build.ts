import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { requestedSettings, settingsEnv, type BuildSettings } from '../../contract/build-stamp';
import { buildInputs, inputsDigest, newestOf } from '../../contract/build-inputs';
import { judgeBuild, readBuildStamp, wantedSettings } from './build-freshness';

/**
 * `npm start` never serves a stale site: when `dir` is missing, was built with other settings, or
 * a source was added, removed or changed since, the site is built again first (one line says why).
 * Up to date, this costs reading the sources once to digest them. Returns the settings the folder
 * was built with.
 */
export async function ensureFreshBuild(root: string, dir: string, env: NodeJS.ProcessEnv = process.env): Promise<BuildSettings> {
  const out = path.resolve(dir);
  const stamp = readBuildStamp(out);
  const settings = wantedSettings(stamp, requestedSettings(env, root));
  const inputs = buildInputs(root, settings.contentDir);
  const verdict = judgeBuild({
    dir: dir.replace(/\/+$/u, ''),
    indexExists: existsSync(path.join(out, 'index.html')),
    stamp,
    settings,
    inputs: inputsDigest(root, inputs),
    newest: newestOf(inputs),
  });
  if (verdict.fresh) return settings;

  // Stopping npm start mid-build stops the build too, instead of leaving it writing dist/. The
  // handlers go in before anything is said: a signal that finds none kills this process outright.
  let stoppedBy: NodeJS.Signals | undefined;
  const forward = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    build.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  console.log(`folio: rebuilding the site because ${verdict.reason} (npm run build)…`);
  // The build script itself rather than `npm run build`: one process fewer, and no npm banner.
  const build = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build/build.ts')], {
    cwd: root,
    env: { ...env, ...settingsEnv(settings), OUT_DIR: out },
    stdio: 'inherit',
  });
  const [code, signal] = (await once(build, 'exit')) as [number | null, NodeJS.Signals | null];
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
  if (stoppedBy) {
    console.error(`folio: ${stoppedBy} during the build; stopped before serving anything`);
    process.exit(1);
  }
  if (code !== 0 || !readBuildStamp(out)) {
    const how = signal ? `was stopped by ${signal}` : `failed (exit code ${String(code)})`;
    console.error(`folio: the build ${how}, so there is no up-to-date site in ${dir}/. Fix the build, or set SERVE_STATIC=0 to serve only the API.`);
    process.exit(1);
  }
  return settings;
}
