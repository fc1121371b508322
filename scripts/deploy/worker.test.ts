import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('npm run worker', () => {
  it.each([
    [{ SMTP_URL: 'smtp://mail.example', NOTIFY_TO: 'a@b.co' }, 'Invalid configuration: SMTP_URL cannot be used on Workers, which have no SMTP: set MAIL_API_KEY (Resend) instead, or WEBHOOK_URL'],
    [{ RATE_LIMIT_PER_MINUTE: 'abc' }, 'Invalid configuration: RATE_LIMIT_PER_MINUTE must be an integer from 0 to 1000000 (got "abc")'],
  ])('stops before starting wrangler on a bad setting, with one line (%j)', async (settings, line) => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/deploy/worker.ts', '--port', '1'], { env: { ...process.env, ...settings } }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toBe(`${line}\n`);
  });
});
