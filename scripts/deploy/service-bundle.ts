import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
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
 * sources moved on is not served by an older bundle.
 */
export async function bundleService(root: string, out = path.join(root, SERVICE_DIR)): Promise<ServiceBundle> {
  // Made beside its place and moved in at once: two builds at a time (the browser suite's sites)
  // each put a whole bundle there, and a service never meets half of one.
  const made = `${out}.${process.pid}.tmp`;
  rmSync(made, { recursive: true, force: true });
  mkdirSync(made, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(SERVICE_ENTRIES.map((entry) => [path.basename(entry, '.ts'), entry])),
    outdir: made,
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
  cpSync(path.join(root, 'server/stores/sqlite/migrations'), path.join(made, 'migrations'), { recursive: true });

  const inputs = Object.keys(result.metafile.inputs);
  const sources = inputs.filter((file) => !file.includes('node_modules/')).sort();
  const digests = Object.fromEntries([...sources, 'package-lock.json'].map((file) => [file, sha256(path.join(root, file))]));
  writeFileSync(path.join(made, SOURCES_FILE), `${JSON.stringify(digests, null, 1)}\n`);
  moveInto(made, out);
  // What the bundle still imports from outside: packages (not node:'s own) a production install must have.
  const externals = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((found) => found.external && !isBuiltin(found.path)).map((found) => found.path));
  return { packages: [...new Set(inputs.flatMap((file) => packageOf(file) ?? []))].sort(), externals: [...new Set(externals)].sort() };
}

/** The bundled packages' names, and the ones it imports at run time (better-sqlite3). */
export type ServiceBundle = { packages: string[]; externals: string[] };

/**
 * `made` in `out`'s place; a build that got there first is replaced, whole. Another build may put
 * its bundle there while this one removes the old: the removal then finds a folder not empty, and
 * is tried again like the rename.
 */
function moveInto(made: string, out: string): void {
  for (let attempt = 1; ; attempt += 1) {
    try {
      rmSync(out, { recursive: true, force: true });
      renameSync(made, out);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 5 || (code !== 'ENOTEMPTY' && code !== 'EEXIST')) throw error;
    }
  }
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
