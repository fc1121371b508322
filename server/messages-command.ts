import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { ConfigError, databasePathFrom, databaseUrlFrom } from './config';
import { formatCsv, formatJson, formatSummary, formatTable } from './message-format';
import { listD1Messages, listMessages, listPostgresMessages, type D1Target, type MessageRow } from './message-list';

export const HELP = `Usage: npm run messages [-- --json | --csv | --help] [--d1 [--remote | --persist-to DIR]]

Lists the messages visitors sent through the contact form, newest first.

  (no option)  a table: id, time received (UTC), sender, status, message cut to fit,
               then a line with the counts
  --json       an array of {id, email, message, createdAt, spam, delivered}
  --csv        the same fields as CSV (cells starting with = + - @ get a leading ')
  --help       this text
  --d1         read the Cloudflare Worker's D1 database through wrangler: the local one of
               \`npm run worker\` (--persist-to DIR if it was given one), or with --remote the
               deployed one (wrangler must be logged in: npx wrangler login)

"delivered" is true only when the message was queued for at least one notification channel
(e-mail, webhook) and every one of them accepted it. It is false for spam (never notified), for
messages still waiting in the outbox (the table says "pending" and how many tries failed) and for
messages that arrived while no channel was configured (the table says "not notified").

Without --d1 the database is DATABASE_URL when it is set (PostgreSQL), else the SQLite file
DATABASE_PATH (default data/folio.db), opened read-only. Each is safe to read while the service runs.
`;

type Format = 'table' | 'json' | 'csv';
export type Output = { out: (text: string) => void; err: (text: string) => void; columns: number };

/** Runs `npm run messages` with `args`; returns the exit code. */
export async function runMessagesCommand(args: readonly string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  let format: Format = 'table';
  let d1: D1Target | undefined;
  let remote = false;
  let persistTo: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') {
      output.out(HELP);
      return 0;
    }
    if (arg === '--json' || arg === '--csv') format = arg === '--json' ? 'json' : 'csv';
    else if (arg === '--d1') d1 = { remote: false };
    else if (arg === '--remote') remote = true;
    else if (arg === '--persist-to' && args[i + 1] !== undefined) persistTo = args[++i];
    else {
      output.err(`Unknown option ${JSON.stringify(arg)}.\n\n${HELP}`);
      return 2;
    }
  }
  if ((remote || persistTo !== undefined) && !d1) {
    output.err(`--remote and --persist-to go with --d1.\n\n${HELP}`);
    return 2;
  }
  if (d1) {
    try {
      return print(await listD1Messages({ remote, ...(persistTo === undefined ? {} : { persistTo }) }), format, output);
    } catch (error) {
      output.err(`Cannot read the ${remote ? 'deployed' : 'local'} D1 database: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
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

  return print(rows, format, output);
}

function print(rows: MessageRow[], format: Format, output: Output): number {
  if (format === 'json') output.out(formatJson(rows));
  else if (format === 'csv') output.out(formatCsv(rows));
  else output.out(formatTable(rows, output.columns) + (rows.length > 0 ? `\n${formatSummary(rows)}` : ''));
  return 0;
}
