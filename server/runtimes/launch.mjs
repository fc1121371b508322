// How `npm start`, `npm run messages` and `npm run owner` run: `node server/runtimes/launch.mjs
// <the program's source>`. Plain JavaScript, because it must run where nothing compiles TypeScript:
// - a full install (`npm ci`) has tsx, so the program runs from its sources;
// - a production install (`npm ci --omit=dev`) has no build tools, so it runs the bundle `npm run
//   build` made of it (dist-server/<name>.mjs, scripts/deploy/service-bundle.ts), when that bundle
//   was made from the sources this checkout holds; otherwise one line says what to run.
// server/runtimes/service-bundle-layout.ts names the same folder and files; a test keeps them in step.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVICE_DIR = 'dist-server';
const SOURCES_FILE = 'sources.json';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [source] = process.argv.splice(2, 1);
if (!source?.endsWith('.ts')) {
  console.error(`folio: launch.mjs runs a program of the service, given by its source (server/runtimes/node.ts); got ${JSON.stringify(source ?? '')}`);
  process.exit(2);
}

const tsx = await import('tsx/esm/api').catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND') return undefined;
  throw error;
});
// A bundle deployed on its own (`npm run deploy -- node`) has no sources to run, whatever is installed.
if (tsx && existsSync(path.join(root, source))) {
  tsx.register();
  await import(pathToFileURL(path.join(root, source)).href);
} else {
  const service = path.join(root, SERVICE_DIR);
  const bundle = path.join(service, `${path.basename(source, '.ts')}.mjs`);
  const rebuild = `run \`npm ci && npm run build\` where folio's sources are, then \`npm ci --omit=dev\` (or copy ${SERVICE_DIR}/ and dist/ here)`;
  const noTools = tsx ? `this folder has no ${source} to run` : 'this install has no build tools (npm ci --omit=dev)';
  if (!existsSync(bundle) || !existsSync(path.join(service, SOURCES_FILE))) {
    console.error(`folio: ${noTools} and no whole built service in ${SERVICE_DIR}/: ${rebuild}.`);
    process.exit(1);
  }
  const changed = changedSource(service);
  if (changed) {
    console.error(`folio: ${SERVICE_DIR}/ was built before ${changed} changed, and ${noTools}: ${rebuild}.`);
    process.exit(1);
  }
  await import(pathToFileURL(bundle).href);
}

/**
 * The first source the bundle was made from that differs here, or undefined. A bundle deployed on
 * its own (`npm run deploy -- node`) has none of its sources beside it, and nothing to differ from.
 */
function changedSource(service) {
  const digests = JSON.parse(readFileSync(path.join(service, SOURCES_FILE), 'utf8'));
  const files = Object.keys(digests);
  if (!files.some((file) => file.endsWith('.ts') && existsSync(path.join(root, file)))) return undefined;
  return files.find((file) => {
    const at = path.join(root, file);
    return !existsSync(at) || createHash('sha256').update(readFileSync(at)).digest('hex') !== digests[file];
  });
}
