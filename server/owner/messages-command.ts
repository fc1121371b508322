import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { ConfigError, databasePathFrom, databaseUrlFrom } from '../config';
import { deleteByEmail, markSpam, releaseMessages, type Changed, type Store } from './message-admin';
import { formatCsv, formatJson, formatSummary, formatTable } from './message-format';
import { listD1Messages, listMessages, listPostgresMessages, type D1Target, type MessageRow } from './message-list';

export const HELP = `Usage: npm run messages [-- --json | --csv | --held | --help] [--d1 [--remote | --persist-to DIR]]
       npm run messages -- release ID… | spam ID… | delete --email ADDRESS

Lists the messages visitors sent through the contact form, newest first.

  (no option)  a table: id, time received (UTC), sender, status, message cut to fit,
               then a line with the counts
  --json       an array of {id, email, message, createdAt, spam, held, spamReason, delivered}
  --csv        the same fields as CSV (cells starting with = + - @ get a leading ')
  --held       only the messages that were not notified: held (past NOTIFY_MAX_PER_HOUR) and spam
  --help       this text
  --d1         the Cloudflare Worker's D1 database, through wrangler: the local one of
               \`npm run worker\` (--persist-to DIR if it was given one), or with --remote the
               deployed one (wrangler must be logged in: npx wrangler login)

  release ID…            notify these held (or spam) messages after all: the running service sends
                         them on the channels configured here (SMTP_URL or MAIL_API_KEY, WEBHOOK_URL),
                         or those --channels email,webhook names (needed with --d1); with
                         --channels none they are only listed as ordinary messages again
  spam ID…               mark these as spam: kept and listed, never notified
  delete --email ADDRESS delete every message from this address (a visitor's erasure request)

"delivered" is true only when the message was queued for at least one notification channel
(e-mail, webhook) and every one of them accepted it. It is false for spam and held messages (never
notified one by one), for messages still waiting in the outbox (the table says "pending" and how
many tries failed) and for messages that arrived while no channel was configured ("not notified").

Without --d1 the database is DATABASE_URL when it is set (PostgreSQL), else the SQLite file
DATABASE_PATH (default data/folio.db). Each is safe to read and change while the service runs.
`;

type Format = 'table' | 'json' | 'csv';
export type Output = { out: (text: string) => void; err: (text: string) => void; columns: number };

type Command =
  | { kind: 'list'; format: Format; heldOnly: boolean }
  | { kind: 'release' | 'spam'; ids: number[]; channels: string[] | undefined }
  | { kind: 'delete'; email: string };

type Parsed = { command: Command; d1: D1Target | undefined } | { exit: number; text: string; to: 'out' | 'err' };

function parse(args: readonly string[]): Parsed {
  let format: Format = 'table';
  let heldOnly = false;
  let d1 = false;
  let remote = false;
  let persistTo: string | undefined;
  let action: 'release' | 'spam' | 'delete' | undefined;
  const ids: number[] = [];
  let email: string | undefined;
  let channels: string[] | undefined;
  const wrong = (text: string): Parsed => ({ exit: 2, text: `${text}\n\n${HELP}`, to: 'err' });
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') return { exit: 0, text: HELP, to: 'out' };
    if (arg === '--json' || arg === '--csv') format = arg === '--json' ? 'json' : 'csv';
    else if (arg === '--held') heldOnly = true;
    else if (arg === '--d1') d1 = true;
    else if (arg === '--remote') remote = true;
    else if (arg === '--persist-to' && args[i + 1] !== undefined) persistTo = args[++i];
    else if (arg === '--email' && args[i + 1] !== undefined) email = args[++i];
    // `none`: a service with no notification channel at all, where releasing only un-holds.
    else if (arg === '--channels' && args[i + 1] !== undefined) channels = (args[++i] ?? '').split(',').map((c) => c.trim()).filter((c) => c && c !== 'none');
    else if (!action && (arg === 'release' || arg === 'spam' || arg === 'delete')) action = arg;
    else if ((action === 'release' || action === 'spam') && /^[1-9]\d*$/u.test(arg)) ids.push(Number(arg));
    else return wrong(`Unknown option ${JSON.stringify(arg)}.`);
  }
  if ((remote || persistTo !== undefined) && !d1) return wrong('--remote and --persist-to go with --d1.');
  if (channels?.some((channel) => channel !== 'email' && channel !== 'webhook')) return wrong('--channels takes email, webhook or both, like --channels email,webhook.');
  const target = d1 ? { remote, ...(persistTo === undefined ? {} : { persistTo }) } : undefined;
  if (action === 'delete') {
    if (!email) return wrong('delete needs --email ADDRESS.');
    return { command: { kind: 'delete', email }, d1: target };
  }
  if (action) {
    if (ids.length === 0) return wrong(`${action} needs the id of at least one message (the ID column of the list).`);
    return { command: { kind: action, ids, channels }, d1: target };
  }
  return { command: { kind: 'list', format, heldOnly }, d1: target };
}

/** The channels a release queues: those configured in this environment, as the service reads them. */
function channelsFrom(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  return [...(set('SMTP_URL') || set('MAIL_API_KEY') ? ['email'] : []), ...(set('WEBHOOK_URL') ? ['webhook'] : [])];
}

/** Runs `npm run messages` with `args`; returns the exit code. */
export async function runMessagesCommand(args: readonly string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const parsed = parse(args);
  if ('exit' in parsed) {
    output[parsed.to](parsed.text);
    return parsed.exit;
  }
  const { command, d1 } = parsed;

  let store: Store;
  if (d1) store = { kind: 'd1', target: d1 };
  else {
    let url: string | undefined;
    try {
      url = databaseUrlFrom(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      output.err(`${error.message}\n`);
      return 1;
    }
    store = url ? { kind: 'postgres', url } : { kind: 'sqlite', path: databasePathFrom(env) };
  }

  try {
    if (command.kind === 'list') {
      const rows = await list(store, output);
      return print(command.heldOnly ? rows.filter((row) => row.spam || row.held) : rows, command.format, output);
    }
    if (command.kind === 'delete') {
      const count = await deleteByEmail(store, command.email);
      output.out(`Deleted ${count} message${count === 1 ? '' : 's'} from ${command.email}.\n`);
      return 0;
    }
    const channels = command.channels ?? (d1 ? [] : channelsFrom(env));
    // With no channel found here, the shell may just lack the service's settings: refused, before
    // anything changes, unless the owner said so (--channels none: a service that notifies no one).
    if (command.kind === 'release' && channels.length === 0 && command.channels === undefined) {
      output.err(
        d1
          ? 'release needs --channels email,webhook with --d1: the Worker\'s settings are its own, not this shell\'s.\n'
          : 'No notification channel is configured in this shell (SMTP_URL, MAIL_API_KEY, WEBHOOK_URL): run release with the service\'s settings, or name them with --channels email,webhook (--channels none if the service notifies no one).\n',
      );
      return 1;
    }
    const changed = command.kind === 'release' ? await releaseMessages(store, command.ids, channels) : await markSpam(store, command.ids);
    return report(command.kind, changed, channels, output);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // A database the new folio has not migrated yet (pulled, not restarted) lacks the new columns.
    const older = /no such column|column .* does not exist/iu.test(reason)
      ? store.kind === 'd1'
        ? ' (it is from an older folio: npx wrangler d1 migrations apply DB first)'
        : ' (it is from an older folio: start the service once, which brings it up to date)'
      : '';
    output.err(`Cannot ${command.kind === 'list' ? 'read' : 'change'} ${where(store)}: ${reason}${older}\n`);
    return 1;
  }
}

// The host only for PostgreSQL: the URL's user and password stay off the terminal.
function where(store: Store): string {
  if (store.kind === 'postgres') return `the PostgreSQL database at ${new URL(store.url).host}`;
  if (store.kind === 'd1') return `the ${store.target.remote ? 'deployed' : 'local'} D1 database`;
  return store.path;
}

async function list(store: Store, output: Output): Promise<MessageRow[]> {
  if (store.kind === 'postgres') return listPostgresMessages(store.url);
  if (store.kind === 'd1') return listD1Messages(store.target);
  if (!existsSync(store.path)) {
    output.err(`No database at ${store.path} yet: no message has been received (set DATABASE_PATH if it lives elsewhere).\n`);
    return [];
  }
  const db = new Database(store.path, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return listMessages(db);
  } finally {
    db.close();
  }
}

function report(kind: 'release' | 'spam', { done, unknown }: Changed, channels: readonly string[], output: Output): number {
  if (done.length > 0) {
    const what = done.map((id) => `#${id}`).join(', ');
    if (kind === 'spam') output.out(`Marked ${what} as spam: kept, never notified.\n`);
    else if (channels.length === 0) output.out(`Released ${what}: listed as ${done.length === 1 ? 'an ordinary message' : 'ordinary messages'} again, with no notification.\n`);
    else output.out(`Released ${what}: queued for ${channels.join(' and ')}; the running service sends ${done.length === 1 ? 'it' : 'them'}.\n`);
  }
  if (unknown.length > 0) output.err(`No message with id ${unknown.join(', ')}.\n`);
  return unknown.length > 0 ? 1 : 0;
}

function print(rows: MessageRow[], format: Format, output: Output): number {
  if (format === 'json') output.out(formatJson(rows));
  else if (format === 'csv') output.out(formatCsv(rows));
  else output.out(formatTable(rows, output.columns) + (rows.length > 0 ? `\n${formatSummary(rows)}` : ''));
  return 0;
}
