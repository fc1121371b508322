import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  // A bundle for a server (`npm run deploy -- node`) carries the built site and not its sources:
  // there is nothing for the site to be stale against.
  if (!existsSync(path.join(root, 'src')) && stamp && existsSync(path.join(out, 'index.html'))) {
    return { base: stamp.base, contentDir: stamp.contentDir, apiHost: stamp.apiHost, captcha: stamp.captcha, design: stamp.design };
  }
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
  // A production install (`npm ci --omit=dev`) serves a built site and has no build tools to redo it.
  if (!existsSync(path.join(root, 'src'))) {
    console.error(`folio: ${dir}/ is not a whole built site (${verdict.reason}), and this folder holds no sources to build it from: make the bundle again where folio's sources are (npm run deploy -- node) and copy it over.`);
    process.exit(1);
  }
  if (!buildToolsIn(root)) {
    console.error(`folio: ${dir}/ is not current (${verdict.reason}) and this install has no build tools (npm ci --omit=dev): run \`npm ci && npm run build\` here, or build elsewhere and copy ${dir}/ over.`);
    process.exit(1);
  }

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
  const build = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/site/build.ts')], {
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

/** Whether the build's own tools are installed (a production install leaves them out). */
function buildToolsIn(root: string): boolean {
  try {
    createRequire(path.join(root, 'package.json')).resolve('vite');
    return true;
  } catch {
    return false;
  }
}
