import { ConfigError } from '../config';
import { cursorText, PAGE_LIMIT_MAX, parseCursor, readCounts, readPage, type PageCursor, type PageView } from '../stores/message-page';
import { deleteByEmail, markSpam, releaseMessages, type Changed } from './message-admin';
import { CSV_HEADER, csvLines, formatSummary, formatTable, jsonItems, tableLayout, type TableLayout } from './message-format';
import { openReader, storeFrom, type D1Target, type OpenReader, type Store } from './message-list';

/** The table's page unless --limit says otherwise. */
const DEFAULT_LIMIT = 50;
/** The pages an export (or --all) reads at a time: large enough to be quick, small enough to hold. */
const EXPORT_PAGE = 200;

export const HELP = `Usage: npm run messages [-- --json | --csv | --held | --help] [--limit N] [--before CURSOR | --all]
                    [--d1 [--remote | --persist-to DIR]]
       npm run messages -- release ID… | spam ID… | delete --email ADDRESS

Lists the messages visitors sent through the contact form, newest first, a page at a time.

  (no option)  a table of the newest ${DEFAULT_LIMIT}: id, time received (UTC), sender, status, message cut
               to fit, then a line with the counts of the whole database, and the command for the
               next page
  --limit N    N messages a page (1 to ${PAGE_LIMIT_MAX})
  --before C   the page after the one whose last line said so (C is the id of its last message,
               or spam:ID / held:ID with --held)
  --all        every page, one after the other (memory holds one page at a time)
  --json       an array of {id, email, message, createdAt, spam, held, spamReason, delivered,
               via}; every message unless --limit is given
  --csv        the same fields as CSV (cells starting with = + - @ get a leading '); every
               message unless --limit is given
  --held       only the messages that were not notified: the held ones first (past
               NOTIFY_MAX_PER_HOUR), then spam
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
"via" says how a message came: "form", or "assistant" for one left over the MCP endpoint (the
table writes "via assistant" after its sender); a database the service has not started on since
its update has no "via" yet.

Without --d1 the database is DATABASE_URL when it is set (PostgreSQL), else the SQLite file
DATABASE_PATH (default data/folio.db). Each is safe to read and change while the service runs.

Characters that show nothing (zero-width, bidi controls such as U+202E, tags) are shown as
<U+202E> in the table and the CSV; --json writes them as \\u202e escapes.
`;

type Format = 'table' | 'json' | 'csv';

export type Output = {
  out: (text: string) => void;
  err: (text: string) => void;
  columns: number;
  /** Resolves when what `out` was given has been taken (a pipe's backpressure); between pages. */
  flush?: () => Promise<void>;
};

type Command =
  | { kind: 'list'; format: Format; view: PageView; limit: number | undefined; before: PageCursor | undefined; all: boolean }
  | { kind: 'release' | 'spam'; ids: number[]; channels: string[] | undefined }
  | { kind: 'delete'; email: string };

type Parsed = { command: Command; d1: D1Target | undefined } | { exit: number; text: string; to: 'out' | 'err' };

function parse(args: readonly string[]): Parsed {
  let format: Format = 'table';
  let heldOnly = false;
  let limit: number | undefined;
  let before: PageCursor | undefined;
  let all = false;
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
    else if (arg === '--all') all = true;
    else if (arg === '--limit' && args[i + 1] !== undefined) {
      const text = args[++i] ?? '';
      if (!/^[1-9]\d*$/u.test(text) || Number(text) > PAGE_LIMIT_MAX) return wrong(`--limit takes a number from 1 to ${PAGE_LIMIT_MAX}, not ${JSON.stringify(text)}.`);
      limit = Number(text);
    } else if (arg === '--before' && args[i + 1] !== undefined) {
      const text = args[++i] ?? '';
      before = parseCursor(text);
      if (!before) return wrong(`--before takes what the list printed for the next page (an id, or spam:ID / held:ID with --held), not ${JSON.stringify(text)}.`);
    }
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
  if (all && before) return wrong('--all lists every page from the newest; leave out --before.');
  // A cursor from the held view says which group it is in; one from the full list does not.
  if (before && (before.spam !== undefined) !== heldOnly) return wrong(heldOnly ? '--held --before takes spam:ID or held:ID, as the held list printed it.' : 'spam:ID and held:ID go with --held.');
  return { command: { kind: 'list', format, view: heldOnly ? 'held' : 'all', limit, before, all }, d1: target };
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
  try {
    store = storeFrom(env, d1);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(`${error.message}\n`);
    return 1;
  }

  try {
    if (command.kind === 'list') return await list(store, command, output);
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

type ListCommand = Extract<Command, { kind: 'list' }>;

/**
 * Prints the list a page at a time, so memory holds one page whatever the database holds: the
 * table shows one page (or every page with --all), an export every page unless --limit is given.
 */
async function list(store: Store, command: ListCommand, output: Output): Promise<number> {
  const reader = await openReader(store);
  if (!reader) {
    output.err(`No database at ${store.kind === 'sqlite' ? store.path : ''} yet: no message has been received (set DATABASE_PATH if it lives elsewhere).\n`);
  }
  try {
    const empty = !reader || reader.empty;
    if (command.format === 'table') await printTable(reader, empty, command, output);
    else await printExport(reader, empty, command, output);
    return 0;
  } finally {
    await reader?.close();
  }
}

async function* pages(reader: OpenReader, command: ListCommand, pageSize: number, every: boolean) {
  let before = command.before;
  for (;;) {
    const page = await readPage(reader.read, { view: command.view, limit: pageSize, before, channel: reader.channel });
    yield page;
    if (!every || !page.next) return;
    before = page.next;
  }
}

async function printTable(reader: OpenReader | undefined, empty: boolean, command: ListCommand, output: Output): Promise<void> {
  // --held with none held says so, not "No messages yet." over a database that has messages.
  const none = command.view === 'held' ? 'No held or spam messages.\n' : 'No messages yet.\n';
  if (!reader || empty) {
    output.out(none);
    return;
  }
  let layout: TableLayout | undefined;
  let next: PageCursor | undefined;
  let shown = 0;
  for await (const page of pages(reader, command, command.limit ?? (command.all ? EXPORT_PAGE : DEFAULT_LIMIT), command.all)) {
    if (page.rows.length === 0) {
      if (shown === 0) output.out(none);
      break;
    }
    layout ??= tableLayout(page.rows, output.columns);
    output.out(formatTable(page.rows, output.columns, layout, shown === 0));
    await output.flush?.();
    shown += page.rows.length;
    next = page.next;
  }
  if (shown === 0) return;
  const counts = await readCounts(reader.read);
  output.out(`\n${formatSummary(counts)}`);
  if (next) {
    const held = command.view === 'held' ? '--held ' : '';
    const limit = command.limit === undefined ? '' : `--limit ${command.limit} `;
    output.out(`Older: npm run messages -- ${held}${limit}--before ${cursorText(next)}   (or --all for every page)\n`);
  }
}

async function printExport(reader: OpenReader | undefined, empty: boolean, command: ListCommand, output: Output): Promise<void> {
  const json = command.format === 'json';
  output.out(json ? '[' : CSV_HEADER);
  let written = 0;
  if (reader && !empty) {
    // Every page unless --limit asks for one (with --all, every page of that size).
    const every = command.all || command.limit === undefined;
    for await (const page of pages(reader, command, command.limit ?? EXPORT_PAGE, every)) {
      if (page.rows.length === 0) break;
      output.out(json ? `${written === 0 ? '\n' : ',\n'}${jsonItems(page.rows)}` : csvLines(page.rows));
      await output.flush?.();
      written += page.rows.length;
    }
  }
  if (json) output.out(written === 0 ? ']\n' : '\n]\n');
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
