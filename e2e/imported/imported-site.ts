import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildInputs, inputsDigest } from '../../contract/build-inputs';
import { freePort, killGroup, startNpmScript, type NpmScript } from '../../server/testing/test-support';
import type { Design } from '../../contract/designs';
import type { CareerSource } from './career-sources';

/** One owner's journey from a résumé to a served site, as the README tells it. */
export type ImportedSite = { contentDir: string; outDir: string; origin: string; server: NpmScript; steps: Step[] };
export type Step = { command: string; status: number | null; output: string };

const ROOT = 'test-results/imported';

function run(script: string, args: string[], env: Record<string, string>): Step {
  const result = spawnSync('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { command: `npm run ${script}${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`, status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The steps' outcome, kept beside the site with the digest of what they ran on. */
type Journey = { digest: string; steps: Step[] };

const folderOf = (career: CareerSource) => path.join(ROOT, career.name);
const envOf = (career: CareerSource) => {
  const dir = folderOf(career);
  return { CONTENT_DIR: path.join(dir, 'content'), OUT_DIR: path.join(dir, 'dist'), STATIC_DIR: path.join(dir, 'dist') };
};

/** What the steps' outcome depends on: folio's sources (the import, the check, the build) and the résumé. */
function digestOf(career: CareerSource): string {
  const root = process.cwd();
  return createHash('sha256').update(inputsDigest(root, buildInputs(root))).update(career.raw).digest('hex');
}

/**
 * `npm run import -- <file>` into a fresh content folder, `npm run check:content`, then `npm run
 * build`, as an owner would; stops at the first step that fails. `npm test` runs this for every
 * career beside the unit tests (e2e/build-sites.ts), so the browser suite starts on built sites.
 */
export function prepareCareer(career: CareerSource): Step[] {
  const dir = folderOf(career);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const env = envOf(career);
  const steps: Step[] = [];
  for (const [script, args] of [['import', [career.file]], ['check:content', []], ['build', []]] as const) {
    const step = run(script, [...args], env);
    steps.push(step);
    if (step.status !== 0) break;
  }
  const journey: Journey = { digest: digestOf(career), steps };
  writeFileSync(path.join(dir, 'journey.json'), JSON.stringify(journey, null, 2));
  return steps;
}

/** Where a career's site is built in `design`: dist/ for the design the import chose, dist-<design> for another. */
export function designOutDir(career: CareerSource, design: Design | undefined): string {
  return path.join(folderOf(career), design === undefined ? 'dist' : `dist-${design}`);
}

/**
 * The career's imported content built again in each of `designs` (FOLIO_DESIGN), beside its own
 * build, for the design rules (e2e/imported/design-rules.spec.ts); after prepareCareer, in the
 * same job, so that no two builds read the content folder's renders at once.
 */
export function buildInDesigns(career: CareerSource, designs: readonly Design[]): Step[] {
  const env = envOf(career);
  // The site alone: the pages are served as files, and the service's bundle is the career's own build's.
  return designs.map((design) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/site/build.ts'], { env: { ...process.env, ...env, FOLIO_DESIGN: design, OUT_DIR: designOutDir(career, design) }, encoding: 'utf8' });
    return { command: `FOLIO_DESIGN=${design} tsx scripts/site/build.ts`, status: result.status, output: `${result.stdout}${result.stderr}` };
  });
}

/** The steps' outcome from the last run on these same sources and résumé, else a new run's. */
function journeyOf(career: CareerSource): Step[] {
  try {
    const kept = JSON.parse(readFileSync(path.join(folderOf(career), 'journey.json'), 'utf8')) as Journey;
    if (kept.digest === digestOf(career)) return kept.steps;
  } catch {
    // None yet, or unreadable: run the steps.
  }
  return prepareCareer(career);
}

/**
 * The career imported, checked and built (prepareCareer), then `npm start` on it, which finds the
 * build fresh and serves it with the message service. A failed step is returned, for the test to
 * name with its output.
 */
export async function importAndStart(career: CareerSource): Promise<ImportedSite | Step> {
  const steps = journeyOf(career);
  const failed = steps.find((step) => step.status !== 0);
  if (failed) return failed;
  const dir = folderOf(career);
  const env = envOf(career);
  const port = await freePort();
  // On a busy machine a start that has to build again (a source saved meanwhile) takes a while.
  const server = await startNpmScript('start', [], { ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'folio.db') }, /folio: serving/u, 180_000);
  return { contentDir: env.CONTENT_DIR, outDir: env.OUT_DIR, origin: `http://127.0.0.1:${port}/`, server, steps };
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
