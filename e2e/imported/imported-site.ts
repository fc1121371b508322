import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort, killGroup, startNpmScript, type NpmScript } from '../../server/testing/test-support';
import type { CareerSource } from './career-sources';

/** One owner's journey from a résumé to a served site, as the README tells it. */
export type ImportedSite = { contentDir: string; outDir: string; origin: string; server: NpmScript; steps: Step[] };
export type Step = { command: string; status: number | null; output: string };

const ROOT = 'test-results/imported';

function run(script: string, args: string[], env: Record<string, string>): Step {
  const result = spawnSync('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { command: `npm run ${script}${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`, status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * `npm run import -- <file>` into a fresh content folder, `npm run check:content`, then `npm start`,
 * which builds the site (it is new) and serves it with the message service. Stops at the first
 * step that fails, so the test names it with its output.
 */
export async function importAndStart(career: CareerSource): Promise<ImportedSite | Step> {
  const dir = path.join(ROOT, career.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const contentDir = path.join(dir, 'content');
  const outDir = path.join(dir, 'dist');
  const env = { CONTENT_DIR: contentDir, OUT_DIR: outDir, STATIC_DIR: outDir };
  const steps = [run('import', [career.file], env)];
  if (steps[0]?.status === 0) steps.push(run('check:content', [], env));
  const failed = steps.find((step) => step.status !== 0);
  if (failed) return failed;
  const port = await freePort();
  // The first start builds the site; on a busy machine that takes a while.
  const server = await startNpmScript('start', [], { ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'folio.db') }, /folio: serving/u, 180_000);
  return { contentDir, outDir, origin: `http://127.0.0.1:${port}/`, server, steps };
}

export async function stop(site: ImportedSite | undefined): Promise<void> {
  if (!site) return;
  process.kill(site.server.group, 'SIGTERM');
  await site.server.exited;
  killGroup(site.server.group);
}

/** Every text file a visitor or a machine can fetch from the build, by its path under `dir`. */
export function textFiles(dir: string): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(html|json|xml|txt|webmanifest|svg)$/u.test(name)) found.push({ file: path.relative(dir, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return found;
}
