import { execFileSync } from 'node:child_process';
import { databaseOf, type E2ESite } from './sites';

export type StoredMessage = { id: number; email: string; message: string; createdAt: string; spam: boolean; spamReason: string | null; delivered: boolean };

/** The messages in `site`'s database, read the way an owner reads them: `npm run messages`. */
export function storedMessages(site: E2ESite): StoredMessage[] {
  const out = execFileSync('npm', ['run', '--silent', 'messages', '--', '--json'], {
    env: { ...process.env, DATABASE_PATH: databaseOf(site) },
    encoding: 'utf8',
  });
  return JSON.parse(out) as StoredMessage[];
}
