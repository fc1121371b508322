import { TOKEN_LIFETIMES_DAYS, TOKEN_NAME_FALLBACK, TOKEN_NAME_MAX, TOKEN_SCOPES, type TokenScope } from '../../contract/assistants';
import { INVITE_FRAGMENT, OWNER_PAGE_PATH, type EndedEverywhere } from '../../contract/owner-api';
import { createToken, listTokens, revokeToken, tokenDetail } from './auth/assistant-tokens';
import { ConfigError, ownerOriginFrom } from '../config';
import { cleanName } from './auth/auth-context';
import { INVITE_TTL_MS } from './auth/auth-limits';
import { createInvite } from './auth/ceremony-store';
import { findPasskey, listPasskeys, removePasskey } from './auth/passkey-store';
import { recordEvent } from './auth/security-log';
import { endEverywhere, endedDetail } from './auth/end-everywhere';
import { storeFrom, type D1Target, type Store } from './message-list';
import type { Output } from './messages-command';
import { openOwnerRunner, type OwnerRunner } from './owner-store';

export const OWNER_HELP = `Usage: npm run owner -- invite [--origin URL]
       npm run owner -- passkeys
       npm run owner -- passkeys remove ID
       npm run owner -- sign-out-everywhere
       npm run owner -- tokens
       npm run owner -- tokens add NAME [--scope read|manage] [--days 7|30|90|365]
       npm run owner -- tokens revoke ID
       (each also with --d1 [--remote | --persist-to DIR])

The owner's side of folio, /owner/ on the service, is signed in to with passkeys only.

  invite               prints a one-time link that enrols a passkey: open it in the browser
                       that will keep it. Valid ${INVITE_TTL_MS / 60_000} minutes, usable once; only its hash is stored.
                       The link's origin is --origin URL, else OWNER_ORIGIN, else
                       http://localhost:$PORT (8080 unless PORT is set).
  passkeys             lists the passkeys: id, name, when added and last used (UTC)
  passkeys remove ID   removes one (the ID column), ends every session and revokes the tokens made
                       on the owner's page; from the shell even the last passkey, after which only
                       a new invite gets in
  sign-out-everywhere  ends every session and revokes the tokens made on the owner's page: each
                       browser has to sign in again; it lists the tokens that still work
  tokens               lists the assistants' tokens (docs/assistants.md): id, name, scope, expiry,
                       last use, and where each was made (on the page, or with npm run owner)
  tokens add NAME      makes one for an assistant and prints it once; only its hash is kept. --scope
                       read (the default: the inbox and insights) or manage (also hold, release,
                       spam and erase); --days how long it lives (30 unless given)
  tokens revoke ID     revokes one (the ID column) at once
  --help               this text

The database is the one \`npm run messages\` reads: DATABASE_URL when it is set (PostgreSQL),
else the SQLite file DATABASE_PATH (default data/folio.db); with --d1 the Worker's D1 database
through wrangler, the local one of \`npm run worker\` (--persist-to DIR if it was given one) or
with --remote the deployed one.
`;

type Command =
  | { kind: 'invite'; origin: string | undefined }
  | { kind: 'passkeys' }
  | { kind: 'remove'; id: string }
  | { kind: 'sign-out-everywhere' }
  | { kind: 'tokens' }
  | { kind: 'token-add'; name: string; scope: TokenScope; days: number }
  | { kind: 'token-revoke'; id: number };
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
  let scope: string | undefined;
  let days: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') return { exit: 0, text: OWNER_HELP, to: 'out' };
    if (arg === '--d1') d1 = true;
    else if (arg === '--remote') remote = true;
    else if ((arg === '--persist-to' || arg === '--origin' || arg === '--scope' || arg === '--days') && args[i + 1] !== undefined) {
      const value = args[++i];
      if (arg === '--origin') origin = value;
      else if (arg === '--scope') scope = value;
      else if (arg === '--days') days = value;
      else persistTo = value;
    } else if (arg.startsWith('-') && !takesId(words)) return wrong(`Unknown option ${JSON.stringify(arg)}.`);
    else words.push(arg);
  }
  if ((remote || persistTo !== undefined) && !d1) return wrong('--remote and --persist-to go with --d1.');
  const target = d1 ? { remote, ...(persistTo === undefined ? {} : { persistTo }) } : undefined;
  const [verb, sub, id, ...rest] = words;
  if (origin !== undefined && verb !== 'invite') return wrong('--origin goes with invite.');
  if ((scope !== undefined || days !== undefined) && !(verb === 'tokens' && sub === 'add')) return wrong('--scope and --days go with tokens add.');
  if (verb === 'invite' && words.length === 1) return { command: { kind: 'invite', origin }, d1: target };
  if (verb === 'passkeys' && words.length === 1) return { command: { kind: 'passkeys' }, d1: target };
  if (verb === 'passkeys' && sub === 'remove' && id !== undefined && rest.length === 0) return { command: { kind: 'remove', id }, d1: target };
  if (verb === 'passkeys' && sub === 'remove') return wrong('passkeys remove takes one ID (the ID column of npm run owner -- passkeys).');
  if (verb === 'sign-out-everywhere' && words.length === 1) return { command: { kind: 'sign-out-everywhere' }, d1: target };
  if (verb === 'tokens' && words.length === 1) return { command: { kind: 'tokens' }, d1: target };
  if (verb === 'tokens' && sub === 'add') {
    if (id === undefined || rest.length > 0) return wrong('tokens add takes one NAME (in quotes if it has spaces).');
    const wantedScope = scope ?? 'read';
    if (!(TOKEN_SCOPES as readonly string[]).includes(wantedScope)) return wrong(`--scope is ${TOKEN_SCOPES.join(' or ')}.`);
    const lifetime = Number(days ?? '30');
    if (!(TOKEN_LIFETIMES_DAYS as readonly number[]).includes(lifetime)) return wrong(`--days is one of ${TOKEN_LIFETIMES_DAYS.join(', ')}.`);
    return { command: { kind: 'token-add', name: id, scope: wantedScope as TokenScope, days: lifetime }, d1: target };
  }
  if (verb === 'tokens' && sub === 'revoke') {
    if (id === undefined || !/^[1-9]\d{0,14}$/u.test(id) || rest.length > 0) return wrong('tokens revoke takes one ID (the ID column of npm run owner -- tokens).');
    return { command: { kind: 'token-revoke', id: Number(id) }, d1: target };
  }
  return wrong(verb === undefined ? 'Say what to do: invite, passkeys, sign-out-everywhere or tokens.' : `Unknown command ${JSON.stringify(words.join(' '))}.`);
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

/** A time as the tables print it: "2026-11-24 09:00" (UTC), or never. */
const time = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : 'never');

/** Rows in columns as wide as their widest cell. */
function table(rows: readonly string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n') + '\n';
}

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
    output.out(table([['ID', 'NAME', 'ADDED (UTC)', 'LAST USED (UTC)'], ...passkeys.map((p) => [p.id, sanitizeForTerminal(p.name), time(p.createdAt), time(p.lastUsedAt)])]));
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
    const ended = await endEverywhere(sql, now());
    await recordEvent(sql, 'signed-out-everywhere', `${endedDetail(ended)}, from the shell`, null, now());
    output.out(`Removed "${sanitizeForTerminal(passkey.name)}", ${endedSentence(ended)}${left === 0 ? ' No passkey is left: npm run owner -- invite makes a link to enrol one.' : ''}\n${tokensLeftText(ended)}`);
    return 0;
  }
  if (command.kind === 'tokens') {
    const tokens = await listTokens(sql);
    if (tokens.length === 0) {
      output.out('No assistant tokens: npm run owner -- tokens add NAME makes one (docs/assistants.md).\n');
      return 0;
    }
    const expiry = (iso: string) => `${time(iso)}${Date.parse(iso) <= now() ? ' (expired)' : ''}`;
    output.out(table([['ID', 'NAME', 'SCOPE', 'EXPIRES (UTC)', 'LAST USED (UTC)', 'MADE'], ...tokens.map((t) => [String(t.id), sanitizeForTerminal(t.name), t.scope, expiry(t.expiresAt), time(t.lastUsedAt), MADE[t.madeBy]])]));
    return 0;
  }
  if (command.kind === 'token-add') {
    const made = await createToken(sql, { name: cleanName(command.name, TOKEN_NAME_MAX, TOKEN_NAME_FALLBACK), scope: command.scope, days: command.days, madeBy: 'shell' }, now());
    await recordEvent(sql, 'assistant-token-created', `${tokenDetail(made)}, from the shell`, null, now());
    output.out(`A ${made.scope} token "${made.name}" (ID ${made.id}), valid until ${time(made.expiresAt)} UTC. It is shown this once; only its hash is kept:\n\n  ${made.token}\n\nGive it to the assistant as its bearer token (docs/assistants.md); npm run owner -- tokens revoke ${made.id} ends it.\n`);
    return 0;
  }
  if (command.kind === 'token-revoke') {
    const revoked = await revokeToken(sql, command.id, now());
    if (!revoked) {
      output.err(`No live token ${command.id}: npm run owner -- tokens lists their ids.\n`);
      return 1;
    }
    await recordEvent(sql, 'assistant-token-revoked', `${tokenDetail(revoked)}, from the shell`, null, now());
    output.out(`Revoked "${sanitizeForTerminal(revoked.name)}": the MCP endpoint refuses it from now on.\n`);
    return 0;
  }
  const ended = await endEverywhere(sql, now());
  await recordEvent(sql, 'signed-out-everywhere', `${endedDetail(ended)}, from the shell`, null, now());
  output.out(`${endedSentence(ended)[0]?.toUpperCase()}${endedSentence(ended).slice(1)} Every browser has to sign in again.\n${tokensLeftText(ended)}`);
  return 0;
}

/** Where each token was made, as the table says it. */
const MADE = { page: 'on the page', shell: 'npm run owner' } as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "ended 2 sessions and revoked 1 token made on the owner's page." */
function endedSentence(ended: EndedEverywhere): string {
  return `ended ${count(ended.sessionsEnded, 'session', 'sessions')} and revoked ${count(ended.tokensRevoked, 'token', 'tokens')} made on the owner's page.`;
}

/** The tokens that still work, each with its scope and expiry, and how to end them. */
function tokensLeftText(ended: EndedEverywhere): string {
  if (ended.tokensLeft.length === 0) return 'No assistant token is left.\n';
  const rows = ended.tokensLeft.map((t) => [String(t.id), sanitizeForTerminal(t.name), t.scope, time(t.expiresAt), MADE[t.madeBy]]);
  return `Made with npm run owner, ${ended.tokensLeft.length === 1 ? 'this token still works' : 'these tokens still work'} (npm run owner -- tokens revoke ID ends one):\n${table([['ID', 'NAME', 'SCOPE', 'EXPIRES (UTC)', 'MADE'], ...rows])}`;
}
