import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_PATHS, type SecurityEvent } from '../../contract/owner-api';
import { createApp } from '../app';
import type { MessageStore } from '../stores/message-store';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { testSource } from '../testing/owner-app';
import { ownerBrowser } from '../testing/owner-browser';
import { softAuthenticator } from '../testing/soft-authenticator';
import { tempDir } from '../testing/test-support';
import { INVITE_TTL_MS } from './auth/auth-limits';
import { OWNER_HELP, runOwnerCommand } from './owner-command';

let dir: ReturnType<typeof tempDir>;
let dbPath: string;
let store: MessageStore;
let clock: number;
beforeEach(() => {
  dir = tempDir();
  dbPath = join(dir.path, 'folio.db');
  store = openSqliteStore(dbPath);
  clock = Date.parse('2026-11-24T09:00:00Z');
});
afterEach(async () => {
  await store.close();
  dir.remove();
});

const service = () => createApp({ store, source: testSource, config: { allowedOrigins: [], rateLimitPerMinute: 0, trustProxy: false }, now: () => clock });

async function owner(args: string[], env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = await runOwnerCommand(args, { DATABASE_PATH: dbPath, ...env }, { out: (t) => (out += t), err: (t) => (err += t), columns: 100 }, () => clock);
  return { code, out, err };
}

const linkOf = (out: string) => /(\S+)\/owner\/#invite=([A-Za-z0-9_-]{43})/u.exec(out);

describe('npm run owner', () => {
  it('invite prints a one-time link whose token only the output holds, and it enrols a passkey once', async () => {
    const { code, out } = await owner(['invite']);
    expect(code).toBe(0);
    expect(out).toContain('valid until 2026-11-24 09:15 UTC (15 minutes), usable once');
    const [, origin, token = ''] = linkOf(out) ?? [];
    expect(origin).toBe('http://localhost:8080');
    const stored = await store.sql.all<{ token_hash: string; expires_at: number }>('SELECT token_hash, expires_at FROM owner_invites');
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), expires_at: clock + INVITE_TTL_MS }]);

    const browser = ownerBrowser(service());
    expect((await browser.enrol(token, softAuthenticator(browser.origin))).status).toBe(200);
    expect((await ownerBrowser(service()).enrol(token, softAuthenticator(browser.origin))).status).toBe(400);
    const events = ((await (await browser.call(OWNER_PATHS.events)).json()) as { events: SecurityEvent[] }).events;
    expect(events.at(-1)).toMatchObject({ kind: 'invite-created', detail: 'npm run owner -- invite', client: null });
  });

  it('the link\'s origin: --origin, else OWNER_ORIGIN, else localhost on PORT', async () => {
    expect(linkOf((await owner(['invite', '--origin', 'https://ana.example/'])).out)?.[1]).toBe('https://ana.example');
    expect(linkOf((await owner(['invite'], { OWNER_ORIGIN: 'https://owner.ana.example' })).out)?.[1]).toBe('https://owner.ana.example');
    expect(linkOf((await owner(['invite'], { PORT: '5601' })).out)?.[1]).toBe('http://localhost:5601');
    const bad = await owner(['invite', '--origin', 'http://ana.example']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^--origin must be the origin the owner's pages are on, like https:\/\/example.com .*\n$/u);
    expect((await owner(['invite'], { OWNER_ORIGIN: 'https://ana.example/owner' })).err).toMatch(/^OWNER_ORIGIN must be/u);
  });

  it('passkeys lists them; passkeys remove, the last one too, and sign-out-everywhere end every session and the page\'s tokens', async () => {
    expect((await owner(['passkeys'])).out).toBe('No passkeys yet: npm run owner -- invite makes a link to enrol one.\n');
    const browser = ownerBrowser(service());
    const laptop = softAuthenticator(browser.origin);
    await browser.enrol(linkOf((await owner(['invite'])).out)?.[2] ?? '', laptop, 'Laptop');
    const phone = softAuthenticator(browser.origin);
    clock += 60_000;
    await browser.addPasskey(phone, 'Phone');

    const list = (await owner(['passkeys'])).out.split('\n');
    expect(list[0]).toMatch(/^ID\s+NAME\s+ADDED \(UTC\)\s+LAST USED \(UTC\)$/u);
    // Laptop confirmed the phone's enrolment at 09:01: a confirmation is a use.
    expect(list[1]).toMatch(new RegExp(`^${laptop.id}\\s+Laptop\\s+2026-11-24 09:00\\s+2026-11-24 09:01$`, 'u'));
    expect(list[2]).toMatch(new RegExp(`^${phone.id}\\s+Phone\\s+2026-11-24 09:01\\s+never$`, 'u'));

    const other = ownerBrowser(service());
    expect((await other.signIn(phone)).status).toBe(200);
    const removed = await owner(['passkeys', 'remove', phone.id]);
    expect(removed).toEqual({ code: 0, out: 'Removed "Phone", ended 2 sessions and revoked 0 tokens made on the owner\'s page.\nNo assistant token is left.\n', err: '' });
    expect((await other.call(OWNER_PATHS.session)).status).toBe(401);
    expect((await browser.call(OWNER_PATHS.session)).status).toBe(401);
    expect((await browser.signIn(laptop)).status).toBe(200);

    const unknown = await owner(['passkeys', 'remove', 'no-such-id']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('No passkey "no-such-id": npm run owner -- passkeys lists their ids.\n');
    // A credential id is base64url: one in 64 starts with '-', and is still an id, not an option.
    expect(await owner(['passkeys', 'remove', '-no-such-id'])).toEqual({ code: 1, out: '', err: 'No passkey "-no-such-id": npm run owner -- passkeys lists their ids.\n' });

    expect((await other.signIn(laptop)).status).toBe(200);
    // A token the page made goes with the sessions (a stolen cookie could have made it); the shell's stays, and is named.
    expect((await browser.makeToken({ name: 'Page agent', scope: 'manage', days: 7 })).status).toBe(201);
    expect((await owner(['tokens', 'add', 'Shell agent', '--days', '30'])).code).toBe(0);
    const everywhere = await owner(['sign-out-everywhere']);
    expect(everywhere.code).toBe(0);
    expect(everywhere.out.split('\n')).toEqual([
      'Ended 2 sessions and revoked 1 token made on the owner\'s page. Every browser has to sign in again.',
      'Made with npm run owner, this token still works (npm run owner -- tokens revoke ID ends one):',
      expect.stringMatching(/^ID +NAME +SCOPE +EXPIRES \(UTC\) +MADE$/u),
      expect.stringMatching(/^2 +Shell agent +read +2026-12-24 09:01 +npm run owner$/u),
      '',
    ]);
    expect((await owner(['tokens'])).out).not.toContain('Page agent');
    expect((await browser.call(OWNER_PATHS.session)).status).toBe(401);
    expect((await other.call(OWNER_PATHS.session)).status).toBe(401);

    // From the shell even the last passkey goes (a lost laptop), and says what gets in now.
    expect((await owner(['passkeys', 'remove', laptop.id])).out).toContain('No passkey is left: npm run owner -- invite');
    expect((await other.signIn(laptop)).status).toBe(401);
  });

  it('makes, lists and revokes an assistant\'s token, keeping only its hash and saying so in the activity', async () => {
    const made = await owner(['tokens', 'add', 'Desktop\u0007 assistant', '--scope', 'manage', '--days', '7']);
    expect(made.code, made.err).toBe(0);
    const token = /\n {2}(folio_[A-Za-z0-9_-]{43})\n/u.exec(made.out)?.[1] ?? '';
    expect(made.out).toMatch(/^A manage token "Desktop assistant" \(ID 1\), valid until 2026-12-01 09:00 UTC\./u);
    const rows = await store.sql.all<{ token_hash: string }>('SELECT token_hash FROM assistant_tokens');
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(await store.sql.all('SELECT * FROM assistant_tokens'))).not.toContain(token);
    expect((await owner(['tokens'])).out.split('\n')).toEqual([
      expect.stringMatching(/^ID +NAME +SCOPE +EXPIRES \(UTC\) +LAST USED \(UTC\) +MADE$/u),
      expect.stringMatching(/^1 +Desktop assistant +manage +2026-12-01 09:00 +never +npm run owner$/u),
      '',
    ]);
    expect(await owner(['tokens', 'revoke', '1'])).toEqual({ code: 0, out: 'Revoked "Desktop assistant": the MCP endpoint refuses it from now on.\n', err: '' });
    expect(await owner(['tokens', 'revoke', '1'])).toEqual({ code: 1, out: '', err: 'No live token 1: npm run owner -- tokens lists their ids.\n' });
    expect((await owner(['tokens'])).out).toMatch(/^No assistant tokens/u);
    const events = await store.sql.all<{ kind: string }>("SELECT kind FROM owner_events WHERE kind LIKE 'assistant-%' ORDER BY id");
    expect(events.map((event) => event.kind)).toEqual(['assistant-token-created', 'assistant-token-revoked']);
    for (const [args, text] of [
      [['tokens', 'add'], 'tokens add takes one NAME (in quotes if it has spaces).'],
      [['tokens', 'add', 'x', '--scope', 'admin'], '--scope is read or manage.'],
      [['tokens', 'add', 'x', '--days', '1000'], '--days is one of 7, 30, 90, 365.'],
      [['tokens', 'revoke', 'one'], 'tokens revoke takes one ID (the ID column of npm run owner -- tokens).'],
      [['passkeys', '--scope', 'read'], '--scope and --days go with tokens add.'],
    ] as const) {
      expect(await owner([...args]), args.join(' ')).toEqual({ code: 2, out: '', err: `${text} (npm run owner -- --help)\n` });
    }
  });

  it('--help, and one-line errors for what it cannot do', async () => {
    expect(await owner(['--help'])).toEqual({ code: 0, out: OWNER_HELP, err: '' });
    for (const [args, text] of [
      [[], 'Say what to do: invite, passkeys, sign-out-everywhere or tokens. (npm run owner -- --help)\n'],
      [['invite', 'now'], 'Unknown command "invite now". (npm run owner -- --help)\n'],
      [['passkeys', 'remove'], 'passkeys remove takes one ID (the ID column of npm run owner -- passkeys). (npm run owner -- --help)\n'],
      [['passkeys', '--remote'], '--remote and --persist-to go with --d1. (npm run owner -- --help)\n'],
      [['passkeys', '--origin', 'https://a.example'], '--origin goes with invite. (npm run owner -- --help)\n'],
      [['--force'], 'Unknown option "--force". (npm run owner -- --help)\n'],
    ] as const) {
      expect(await owner([...args]), args.join(' ')).toEqual({ code: 2, out: '', err: text });
    }
    const missing = await owner(['passkeys'], { DATABASE_PATH: join(dir.path, 'none.db') });
    expect(missing).toEqual({ code: 1, out: '', err: `No database at ${join(dir.path, 'none.db')} yet (set DATABASE_PATH if it lives elsewhere).\n` });
    expect((await owner(['passkeys'], { DATABASE_URL: 'mysql://x' })).err).toMatch(/^DATABASE_URL must be a PostgreSQL URL/u);
  });
});
