import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * The floor plan (.dependency-cruiser.cjs) holds for the whole tree, and it is not a list that
 * passes anything: the same rules, run over a small tree with a side door in it, name the door.
 */

const root = path.resolve(import.meta.dirname, '../..');
const rules = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const FOLDERS = ['src', 'server', 'contract', 'scripts', 'bench', 'e2e', 'content', 'sample', 'fixtures'];

type Violation = { from: string; to: string; rule: { name: string } };

/** depcruise's violations for `targets` under `cwd`, by the repository's rules. */
async function violations(cwd: string, targets: readonly string[]): Promise<Violation[]> {
  const run = promisify(execFile);
  const outcome = await run(depcruise, ['--config', rules, '--output-type', 'json', ...targets], { cwd, maxBuffer: 256 * 1024 * 1024 }).catch(
    // depcruise exits non-zero when a rule is broken; its report is on stdout all the same.
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`depcruise did not run: ${error.stderr ?? String(error)}`);
      return { stdout: error.stdout };
    },
  );
  const report = JSON.parse(outcome.stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

const described = (found: Violation[]) => found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

describe('the floor plan (.dependency-cruiser.cjs)', () => {
  it('holds for every folder of the repository and its config files', async () => {
    const targets = [...FOLDERS.filter((folder) => existsSync(path.join(root, folder))), 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts'];
    expect(described(await violations(root, targets))).toEqual([]);
  }, 240_000);

  it('names a side door, an import of the public routes from the plumbing under them, and a circle', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'folio-floors-'));
    try {
      await mkdir(path.join(scratch, 'server/http'), { recursive: true });
      await writeFile(path.join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true } }));
      await writeFile(path.join(scratch, 'server/api.ts'), "import { listen } from './http/listener';\nexport const ANSWER = 'ok';\nexport const serve = () => listen();\n");
      await writeFile(path.join(scratch, 'server/http/listener.ts'), "import { ANSWER } from '../api';\nexport const listen = () => ANSWER;\n");
      const found = described(await violations(scratch, ['server']));
      expect(found).toContain('server-floor-http: server/http/listener.ts → server/api.ts');
      expect(found.some((line) => line.startsWith('no-circular: '))).toBe(true);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 120_000);

  it('names a design that imports a section, which would run back up the page', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'folio-designs-'));
    try {
      await mkdir(path.join(scratch, 'src/designs/quiet'), { recursive: true });
      await mkdir(path.join(scratch, 'src/sections/skills'), { recursive: true });
      await writeFile(path.join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true } }));
      await writeFile(path.join(scratch, 'src/sections/skills/skill-filter.ts'), 'export const first = 1;\n');
      await writeFile(path.join(scratch, 'src/designs/quiet/home.ts'), "import { first } from '../../sections/skills/skill-filter';\nexport const home = first;\n");
      expect(described(await violations(scratch, ['src']))).toContain('designs-draw-only: src/designs/quiet/home.ts → src/sections/skills/skill-filter.ts');
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});
