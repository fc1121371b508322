import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { contentFolder } from './test-helpers';

const run = promisify(execFile);

describe('the import command as npm runs it', () => {
  it('names the file from where the owner typed it (INIT_CWD) and exits non-zero with one line', async () => {
    const dir = await contentFolder();
    const failed = await run(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/import/import.ts'), 'nowhere.json'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, CONTENT_DIR: dir, INIT_CWD: dir },
    }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1, stdout: '', stderr: 'import: no such file: nowhere.json\n' });
  });
});
