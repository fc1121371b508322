import { INVITE_FRAGMENT, OWNER_PAGE_PATH } from '../../contract/owner-api';
import { ConfigError, ownerOriginFrom } from '../config';
import { INVITE_TTL_MS } from './auth/auth-limits';
import { createInvite } from './auth/ceremony-store';
import { findPasskey, listPasskeys, removePasskey } from './auth/passkey-store';
import { recordEvent } from './auth/security-log';
import { endAllSessions } from './auth/session-store';
import { storeFrom, type D1Target, type Store } from './message-list';
import type { Output } from './messages-command';
import { openOwnerRunner, type OwnerRunner } from './owner-store';

export const OWNER_HELP = `Usage: npm run owner -- invite [--origin URL]
       npm run owner -- passkeys
       npm run owner -- passkeys remove ID
       npm run owner -- sign-out-everywhere
       (each also with --d1 [--remote | --persist-to DIR])

The owner's side of folio, /owner/ on the service, is signed in to with passkeys only.

  invite               prints a one-time link that enrols a passkey: open it in the browser
                       that will keep it. Valid ${INVITE_TTL_MS / 60_000} minutes, usable once; only its hash is stored.
                       The link's origin is --origin URL, else OWNER_ORIGIN, else
                       http://localhost:$PORT (8080 unless PORT is set).
  passkeys             lists the passkeys: id, name, when added and last used (UTC)
  passkeys remove ID   removes one (the ID column) and ends the sessions it signed in; from the
                       shell even the last one, after which only a new invite gets in
  sign-out-everywhere  ends every session: each browser has to sign in again
  --help               this text

The database is the one \`npm run messages\` reads: DATABASE_URL when it is set (PostgreSQL),
else the SQLite file DATABASE_PATH (default data/folio.db); with --d1 the Worker's D1 database
through wrangler, the local one of \`npm run worker\` (--persist-to DIR if it was given one) or
with --remote the deployed one.
`;

type Command = { kind: 'invite'; origin: string | undefined } | { kind: 'passkeys' } | { kind: 'remove'; id: string } | { kind: 'sign-out-everywhere' };
type Parsed = { command: Command; d1: D1Target | undefined } | { exit: number; text: string; to: 'out' | 'err' };

/** After `passkeys remove` comes a passkey's id, which is base64url and may well start with '-'. */
const takesId = (words: readonly string[]) => words.length === 2 && words[0] === 'passkeys' && words[1] === 'remove';

function parse(args: readonly string[]): Parsed {
  const wrong = (text: string): Parsed => ({ exit: 2, text: `${text} (npm run owner -- --help)\n`, to: 'err' });
  const words: string[] = [];
  let d1 = false;
  let remote = false;
  let persistTo: string | undefined;
  let origin: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') return { exit: 0, text: OWNER_HELP, to: 'out' };
    if (arg === '--d1') d1 = true;
    else if (arg === '--remote') remote = true;
    else if ((arg === '--persist-to' || arg === '--origin') && args[i + 1] !== undefined) {
      if (arg === '--origin') origin = args[++i];
      else persistTo = args[++i];
    } else if (arg.startsWith('-') && !takesId(words)) return wrong(`Unknown option ${JSON.stringify(arg)}.`);
    else words.push(arg);
  }
  if ((remote || persistTo !== undefined) && !d1) return wrong('--remote and --persist-to go with --d1.');
  const target = d1 ? { remote, ...(persistTo === undefined ? {} : { persistTo }) } : undefined;
  const [verb, sub, id, ...rest] = words;
  if (origin !== undefined && verb !== 'invite') return wrong('--origin goes with invite.');
  if (verb === 'invite' && words.length === 1) return { command: { kind: 'invite', origin }, d1: target };
  if (verb === 'passkeys' && words.length === 1) return { command: { kind: 'passkeys' }, d1: target };
  if (verb === 'passkeys' && sub === 'remove' && id !== undefined && rest.length === 0) return { command: { kind: 'remove', id }, d1: target };
  if (verb === 'passkeys' && sub === 'remove') return wrong('passkeys remove takes one ID (the ID column of npm run owner -- passkeys).');
  if (verb === 'sign-out-everywhere' && words.length === 1) return { command: { kind: 'sign-out-everywhere' }, d1: target };
  return wrong(verb === undefined ? 'Say what to do: invite, passkeys or sign-out-everywhere.' : `Unknown command ${JSON.stringify(words.join(' '))}.`);
}

/** Runs `npm run owner` with `args`; returns the exit code. */
export async function runOwnerCommand(args: readonly string[], env: NodeJS.ProcessEnv, output: Output, now: () => number = Date.now): Promise<number> {
  const parsed = parse(args);
  if ('exit' in parsed) {
    output[parsed.to](parsed.text);
    return parsed.exit;
  }
  const { command, d1 } = parsed;
  let store: Store;
  let origin = '';
  try {
    if (command.kind === 'invite') {
      origin = ownerOriginFrom(command.origin, '--origin') ?? ownerOriginFrom(env.OWNER_ORIGIN) ?? `http://localhost:${(env.PORT ?? '').trim() || '8080'}`;
    }
    store = storeFrom(env, d1);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(`${error.message}\n`);
    return 1;
  }

  let runner: OwnerRunner | undefined;
  try {
    runner = await openOwnerRunner(store, command.kind === 'invite');
    if (!runner) {
      output.err(`No database at ${store.kind === 'sqlite' ? store.path : ''} yet (set DATABASE_PATH if it lives elsewhere).\n`);
      return 1;
    }
    return await run(runner, command, origin, output, now);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const older = /no such table|does not exist/iu.test(reason) ? ' (it is from an older folio: npx wrangler d1 migrations apply DB, or start the service once)' : '';
    output.err(`Cannot reach ${where(store)}: ${reason}${older}\n`);
    return 1;
  } finally {
    await runner?.close();
  }
}

// Names are cleaned when the owner types them (sign-in-routes.ts); again here, since a terminal obeys what it prints.
const sanitizeForTerminal = (text: string) => text.replace(/[\p{Cc}\p{Cf}]/gu, '');

function where(store: Store): string {
  if (store.kind === 'postgres') return `the PostgreSQL database at ${new URL(store.url).host}`;
  if (store.kind === 'd1') return `the ${store.target.remote ? 'deployed' : 'local'} D1 database`;
  return store.path;
}

async function run({ sql }: OwnerRunner, command: Command, origin: string, output: Output, now: () => number): Promise<number> {
  if (command.kind === 'invite') {
    const invite = await createInvite(sql, now());
    await recordEvent(sql, 'invite-created', 'npm run owner -- invite', null, now());
    const until = new Date(invite.expiresAt).toISOString().slice(0, 16).replace('T', ' ');
    output.out(`A one-time link to enrol a passkey, valid until ${until} UTC (${INVITE_TTL_MS / 60_000} minutes), usable once:\n\n  ${origin}${OWNER_PAGE_PATH}#${INVITE_FRAGMENT}=${invite.token}\n\nOpen it in the browser (or on the phone) that will keep the passkey. Anyone with the link can use it until then.\n`);
    return 0;
  }
  if (command.kind === 'passkeys') {
    const passkeys = await listPasskeys(sql);
    if (passkeys.length === 0) {
      output.out('No passkeys yet: npm run owner -- invite makes a link to enrol one.\n');
      return 0;
    }
    const time = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : 'never');
    const rows = [['ID', 'NAME', 'ADDED (UTC)', 'LAST USED (UTC)'], ...passkeys.map((p) => [p.id, sanitizeForTerminal(p.name), time(p.createdAt), time(p.lastUsedAt)])];
    const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
    output.out(rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n') + '\n');
    return 0;
  }
  if (command.kind === 'remove') {
    const passkey = await findPasskey(sql, command.id);
    // Checked by reading it back, not by the count of changes, which wrangler's local D1 does not give.
    if (passkey) await removePasskey(sql, command.id, false);
    if (!passkey || (await findPasskey(sql, command.id))) {
      output.err(`No passkey ${JSON.stringify(command.id)}: npm run owner -- passkeys lists their ids.\n`);
      return 1;
    }
    await recordEvent(sql, 'passkey-removed', passkey.name, null, now());
    const left = (await listPasskeys(sql)).length;
    output.out(`Removed "${sanitizeForTerminal(passkey.name)}" and ended its sessions.${left === 0 ? ' No passkey is left: npm run owner -- invite makes a link to enrol one.' : ''}\n`);
    return 0;
  }
  const [live] = await sql.all<{ n: number | string }>('SELECT CAST(count(*) AS INTEGER) AS n FROM owner_sessions');
  const ended = Number(live?.n ?? 0);
  await endAllSessions(sql);
  await recordEvent(sql, 'signed-out-everywhere', `${ended} session${ended === 1 ? '' : 's'} ended, from the shell`, null, now());
  output.out(`Ended ${ended} session${ended === 1 ? '' : 's'}: every browser has to sign in again.\n`);
  return 0;
}
