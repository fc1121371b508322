import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { ConfigError, databasePathFrom, databaseUrlFrom } from './config';
import { formatCsv, formatJson, formatSummary, formatTable } from './message-format';
import { listMessages, listPostgresMessages, type MessageRow } from './message-list';

export const HELP = `Usage: npm run messages [-- --json | --csv | --help]

Lists the messages visitors sent through the contact form, newest first.

  (no option)  a table: id, time received (UTC), sender, status, message cut to fit,
               then a line with the counts
  --json       an array of {id, email, message, createdAt, spam, delivered}
  --csv        the same fields as CSV (cells starting with = + - @ get a leading ')
  --help       this text

"delivered" is true only when the message was queued for at least one notification channel
(e-mail, webhook) and every one of them accepted it. It is false for spam (never notified), for
messages still waiting in the outbox (the table says "pending" and how many tries failed) and for
messages that arrived while no channel was configured (the table says "not notified").

The database is DATABASE_URL when it is set (PostgreSQL), else the SQLite file DATABASE_PATH
(default data/folio.db), opened read-only. Either is safe to read while the service is running.
`;

type Format = 'table' | 'json' | 'csv';
export type Output = { out: (text: string) => void; err: (text: string) => void; columns: number };

/** Runs `npm run messages` with `args`; returns the exit code. */
export async function runMessagesCommand(args: readonly string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  let format: Format = 'table';
  for (const arg of args) {
    if (arg === '--help' || arg === '-h') {
      output.out(HELP);
      return 0;
    }
    if (arg === '--json' || arg === '--csv') format = arg === '--json' ? 'json' : 'csv';
    else {
      output.err(`Unknown option ${JSON.stringify(arg)}.\n\n${HELP}`);
      return 2;
    }
  }

  const path = databasePathFrom(env);
  let rows: MessageRow[] = [];
  let url: string | undefined;
  try {
    url = databaseUrlFrom(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(`${error.message}\n`);
    return 1;
  }
  if (url) {
    const { host } = new URL(url);
    try {
      rows = await listPostgresMessages(url);
    } catch (error) {
      // The host only: the URL's user and password stay off the terminal.
      output.err(`Cannot read the PostgreSQL database at ${host}: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
  } else if (existsSync(path)) {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      rows = listMessages(db);
    } finally {
      db.close();
    }
  } else {
    output.err(`No database at ${path} yet: no message has been received (set DATABASE_PATH if it lives elsewhere).\n`);
  }

  if (format === 'json') output.out(formatJson(rows));
  else if (format === 'csv') output.out(formatCsv(rows));
  else output.out(formatTable(rows, output.columns) + (rows.length > 0 ? `\n${formatSummary(rows)}` : ''));
  return 0;
}
