import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVICE_DIR, SERVICE_ENTRIES, SOURCES_FILE } from '../../server/runtimes/service-bundle-layout';

/**
 * The message service and the owner's commands as plain JavaScript, for an install without build
 * tools (`npm ci --omit=dev`): `npm start`, `npm run messages` and `npm run owner` run these files
 * there (server/runtimes/launch.mjs). Everything the service imports is in them but better-sqlite3,
 * a native module, so the production dependencies are better-sqlite3 alone.
 *
 * The files go in `<root>/dist-server/`, one folder under the project, since the service finds the
 * project (and the built site) one folder up from its own code (contract/content-paths.ts).
 * Beside them: SQLite's migrations, which the service reads from its own folder, and
 * `sources.json`, the digest of every source file the bundle was made from, so a checkout whose
 * sources moved on is not served by an older bundle. Returns the bundled packages' names.
 */
export async function bundleService(root: string, out = path.join(root, SERVICE_DIR)): Promise<string[]> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(SERVICE_ENTRIES.map((entry) => [path.basename(entry, '.ts'), entry])),
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['better-sqlite3'],
    // The bundled CommonJS packages (nodemailer) call require(), which ESM output lacks.
    banner: { js: "import { createRequire as __folioRequire } from 'node:module'; const require = __folioRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'server/stores/sqlite/migrations'), path.join(out, 'migrations'), { recursive: true });

  const inputs = Object.keys(result.metafile.inputs);
  const sources = inputs.filter((file) => !file.includes('node_modules/')).sort();
  const digests = Object.fromEntries([...sources, 'package-lock.json'].map((file) => [file, sha256(path.join(root, file))]));
  writeFileSync(path.join(out, SOURCES_FILE), `${JSON.stringify(digests, null, 1)}\n`);
  return [...new Set(inputs.flatMap((file) => packageOf(file) ?? []))].sort();
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** `…/node_modules/@scope/name/file.js` → `@scope/name`: the package a bundled file came from. */
function packageOf(input: string): string | undefined {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [first = '', second = ''] = input.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}
