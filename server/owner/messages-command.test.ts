import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCsv, formatJson, formatSummary, formatTable, displayWidth } from './message-format';
import { sqliteReader } from './message-list';
import { readCounts, type MessageRow } from '../stores/message-page';
import { runMessagesCommand, HELP } from './messages-command';
import { openDatabase, openSqliteStore } from '../stores/sqlite/sqlite-store';
import { tempDir } from '../testing/test-support';

let dir: ReturnType<typeof tempDir>;
let dbPath: string;
let ids: Record<string, number>;

// Four messages in every delivery state: delivered, pending after a failure, spam, and one that
// arrived while no channel was configured.
beforeAll(async () => {
  dir = tempDir();
  dbPath = join(dir.path, 'folio.db');
  let clock = Date.parse('2026-03-01T10:00:00Z');
  const before = openSqliteStore(dbPath, { now: () => clock });
  const unnotified = await before.add({ email: 'early@example.com', message: 'Before e-mail was set up', spam: false, client: undefined });
  await before.close();
  const store = openSqliteStore(dbPath, { channels: ['email'], now: () => (clock += 60_000) });
  const delivered = await store.add({ email: 'ana@example.com', message: 'Line one\nLine two', spam: false, client: undefined });
  const pending = await store.add({ email: 'bob@example.com', message: '=HYPERLINK("http://evil")', spam: false, client: undefined });
  const spam = await store.add({ email: 'bot@example.com', message: 'cheap "pills", now\u001b[2J', spam: true, client: undefined });
  await store.close();
  // The outbox's records, written as it would, on a connection of the test's own.
  const db = new Database(dbPath);
  db.prepare("UPDATE deliveries SET delivered_at = '2026-03-01T10:02:00Z', attempts = 1 WHERE message_id = ?").run(delivered);
  db.prepare("UPDATE deliveries SET attempts = 3, last_error = 'connect ECONNREFUSED 127.0.0.1:25' WHERE message_id = ?").run(pending);
  db.close();
  ids = { unnotified, delivered, pending, spam };
});
afterAll(() => dir.remove());

async function run(args: string[], env: Record<string, string> = { DATABASE_PATH: dbPath }) {
  let out = '';
  let err = '';
  const code = await runMessagesCommand(args, env, { out: (t) => (out += t), err: (t) => (err += t), columns: 100 });
  return { code, out, err };
}

describe('npm run messages', () => {
  it('--json prints the messages newest first with honest delivery flags', async () => {
    const { code, out } = await run(['--json']);
    expect(code).toBe(0);
    const list = JSON.parse(out) as { id: number; delivered: boolean; spam: boolean }[];
    expect(list.map((m) => m.id)).toEqual([ids.spam, ids.pending, ids.delivered, ids.unnotified]);
    expect(list.map((m) => [m.delivered, m.spam])).toEqual([[false, true], [false, false], [true, false], [false, false]]);
    expect(Object.keys(list[0] ?? {})).toEqual(['id', 'email', 'message', 'createdAt', 'spam', 'held', 'spamReason', 'delivered', 'via']);
  });

  it('prints a table with a status per message and a summary', async () => {
    const { out } = await run([]);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(UTC\)\s+FROM\s+STATUS\s+MESSAGE$/);
    expect(out).toMatch(/bob@example.com\s+pending \(3 tries\)\s+=HYPERLINK/);
    expect(out).toMatch(/ana@example.com\s+delivered\s+Line one ⏎ Line two/);
    expect(out).toMatch(/early@example.com\s+not notified/);
    expect(out).toMatch(/2026-03-01 10:00/);
    expect(out).toContain('4 messages: 1 spam, 1 awaiting delivery, 1 not notified');
    expect(out).toContain('Latest email error: connect ECONNREFUSED 127.0.0.1:25');
    // The escape sequence a visitor sent is shown, not executed by the owner's terminal.
    expect(out).not.toContain('\u001b');
    const tableLines = lines.slice(0, lines.indexOf(''));
    expect(tableLines).toHaveLength(5);
    expect(tableLines.every((line) => displayWidth(line) <= 100)).toBe(true);
  });

  it('--csv quotes cells and defuses formulas', async () => {
    const lines = (await run(['--csv'])).out.split('\r\n');
    const createdAt = (JSON.parse((await run(['--json'])).out) as { id: number; createdAt: string }[]).find((m) => m.id === ids.pending)?.createdAt;
    expect(lines[0]).toBe('id,email,message,createdAt,spam,held,spamReason,delivered,via');
    expect(lines).toContain(`${ids.pending},"bob@example.com","'=HYPERLINK(""http://evil"")","${createdAt}",false,false,,false,"form"`);
    expect((await run(['--csv'])).out).toContain('"Line one\nLine two"');
  });

  it('says so when there is no database yet, and prints an empty result', async () => {
    const missing = { DATABASE_PATH: join(dir.path, 'none', 'folio.db') };
    expect(await run(['--json'], missing)).toMatchObject({ code: 0, out: '[]\n', err: expect.stringContaining('No database at') });
    expect((await run([], missing)).out).toBe('No messages yet.\n');
    expect((await run(['--csv'], missing)).out).toBe('id,email,message,createdAt,spam,held,spamReason,delivered,via\r\n');
  });

  it('says which messages an assistant left, in the table and the exports, and lists a database from before the channel as it was', async () => {
    const path = join(dir.path, 'channels.db');
    const store = openSqliteStore(path);
    await store.add({ email: 'ana@example.com', message: 'By the form', spam: false, client: undefined });
    await store.add({ email: 'assistant-user@example.com', message: 'Left over MCP', spam: false, client: undefined, channel: 'assistant' });
    await store.close();
    const env = { DATABASE_PATH: path };
    const table = (await run([], env)).out;
    expect(table).toMatch(/assistant-user@example\.com via assistant\s+not notified\s+Left over MCP/u);
    expect(table).not.toMatch(/ana@example\.com via/u);
    expect((JSON.parse((await run(['--json'], env)).out) as { via: string }[]).map((m) => m.via)).toEqual(['assistant', 'form']);
    expect((await run(['--csv'], env)).out).toMatch(/,"assistant"\r\n.*,"form"\r\n$/su);

    // The service adds the column when it starts; the command may read the file before that.
    const db = new Database(path);
    db.exec('ALTER TABLE messages DROP COLUMN channel');
    db.close();
    const before = JSON.parse((await run(['--json'], env)).out) as Record<string, unknown>[];
    expect(before.map((m) => [m.message, 'via' in m])).toEqual([['Left over MCP', false], ['By the form', false]]);
    expect((await run([], env)).out).toMatch(/assistant-user@example\.com\s+not notified/u);
  });

  it('--held with none held or spam says so, while the plain list shows the messages', async () => {
    const calm = { DATABASE_PATH: join(dir.path, 'calm.db') };
    const store = openSqliteStore(calm.DATABASE_PATH);
    await store.add({ email: 'ana@example.com', message: 'Hello', spam: false, client: undefined });
    await store.close();
    expect((await run(['--held'], calm)).out).toBe('No held or spam messages.\n');
    expect((await run([], calm)).out).toContain('ana@example.com');
  });

  it('--help explains the delivered flag; an unknown option exits 2', async () => {
    expect(await run(['--help'])).toMatchObject({ code: 0, out: HELP });
    expect(HELP).toContain('"delivered" is true only when');
    expect((await run(['--xml'])).code).toBe(2);
  });

  it('runs as `npm run messages` against the file', async () => {
    const out = execFileSync('npm', ['run', '--silent', 'messages', '--', '--json'], { env: { ...process.env, DATABASE_PATH: dbPath }, encoding: 'utf8' });
    expect((JSON.parse(out) as unknown[]).length).toBe(4);
  });
  // Last: it changes the shared database the cases above read.
  it('release refuses when this shell names no channel, and with --channels none only un-spams, queuing nothing', async () => {
    const refused = await run(['release', String(ids.spam)]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('--channels none if the service notifies no one');
    const released = await run(['release', String(ids.spam), '--channels', 'none']);
    expect(released).toMatchObject({ code: 0, out: `Released #${ids.spam}: listed as an ordinary message again, with no notification.\n` });
    const list = JSON.parse((await run(['--json'])).out) as { id: number; spam: boolean; delivered: boolean }[];
    expect(list.find((m) => m.id === ids.spam)).toMatchObject({ spam: false, delivered: false });
    const db = new Database(dbPath, { readonly: true });
    expect(db.prepare('SELECT count(*) FROM deliveries WHERE message_id = ?').pluck().get(ids.spam)).toBe(0);
    db.close();
  });
});

// Stored before addresses refused them (or by a client of the store's own): the owner still sees them.
describe('npm run messages, on messages with invisible characters', () => {
  const email = 'ana\u202E@example.com';
  const hidden = Array.from('Ignore', (c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
  const message = `pay\u200Bpal${hidden} \u2066isolate\u2069 \uFEFF`;
  let path: string;
  beforeAll(async () => {
    path = join(dir.path, 'invisible.db');
    const store = openSqliteStore(path);
    await store.add({ email, message, spam: false, client: undefined });
    await store.close();
  });
  // A wide terminal, so the whole message fits its column.
  const runOn = async (args: string[]) => {
    let out = '';
    await runMessagesCommand(args, { DATABASE_PATH: path }, { out: (t) => (out += t), err: () => undefined, columns: 300 });
    return { out };
  };

  it('the table names each one as <U+XXXX>', async () => {
    const { out } = await runOn([]);
    expect(out).toContain('ana<U+202E>@example.com');
    expect(out).toContain('pay<U+200B>pal<U+E0049><U+E0067><U+E006E><U+E006F><U+E0072><U+E0065> <U+2066>isolate<U+2069> <U+FEFF>');
    expect(out).not.toMatch(/\p{Cf}/u);
  });

  it('--json escapes every one as \\uXXXX and parses back to what was stored', async () => {
    const { out } = await runOn(['--json']);
    expect(out).not.toMatch(/\p{Cf}/u);
    expect(out).toContain('"email": "ana\\u202e@example.com"');
    expect(out).toContain('pay\\u200bpal\\udb40\\udc49');
    expect((JSON.parse(out) as { email: string; message: string }[])[0]).toMatchObject({ email, message });
  });

  it('--csv names each one as <U+XXXX>, as the table does', async () => {
    const { out } = await runOn(['--csv']);
    expect(out).not.toMatch(/\p{Cf}/u);
    expect(out).toContain('"ana<U+202E>@example.com","pay<U+200B>pal<U+E0049>');
  });
});

describe('npm run messages, a page at a time', () => {
  let path: string;
  let ids: number[];
  let held: number[];
  beforeAll(async () => {
    path = join(dir.path, 'pages.db');
    // 130 messages, one notified an hour (the cap): the first notified, then every 20th held, the rest spam.
    const store = openSqliteStore(path, { channels: ['email'], notifyPerHour: 1 });
    ids = [];
    held = [];
    for (let n = 0; n < 130; n += 1) {
      const spam = n > 0 && n % 20 !== 0;
      const id = await store.add({ email: `v${n}@example.com`, message: `message ${n}`, spam, client: undefined, ...(spam ? { reason: 'no proof of work' } : {}) });
      ids.push(id);
      if (!spam && n > 0) held.push(id);
    }
    await store.close();
  });
  const runOn = (args: string[]) => run(args, { DATABASE_PATH: path });
  const idsIn = (table: string) => [...table.matchAll(/^(\d+) +\d{4}-/gmu)].map((m) => Number(m[1]));

  it('shows the newest 50, the counts of the whole database, and the command for the next page', async () => {
    const { code, out } = await runOn([]);
    expect(code).toBe(0);
    expect(idsIn(out)).toEqual([...ids].reverse().slice(0, 50));
    expect(out).toContain(`130 messages: ${130 - 1 - held.length} spam, ${held.length} held (past NOTIFY_MAX_PER_HOUR; see --held), 1 awaiting delivery.`);
    const next = /--before (\d+)/u.exec(out)?.[1];
    expect(Number(next)).toBe(ids[80]);
    const second = await runOn(['--before', String(next)]);
    expect(idsIn(second.out)).toEqual([...ids].reverse().slice(50, 100));
    const last = await runOn(['--before', String(ids[30]), '--limit', '40']);
    expect(idsIn(last.out)).toEqual([...ids].reverse().slice(100));
    expect(last.out).not.toContain('--before');
  });

  it('--all prints every page under one header, in order', async () => {
    const { out } = await runOn(['--all', '--limit', '7']);
    expect(idsIn(out)).toEqual([...ids].reverse());
    expect(out.match(/^ID /gmu)).toHaveLength(1);
    expect(out).not.toContain('--before');
  });

  it('--held lists the held messages first, then the spam, and pages on with a cursor that says which', async () => {
    const first = await runOn(['--held', '--limit', '10']);
    expect(idsIn(first.out)).toEqual([...[...held].reverse(), ...ids.filter((id) => !held.includes(id) && id !== ids[0]).reverse()].slice(0, 10));
    const cursor = /--held --limit 10 --before (spam:\d+)/u.exec(first.out)?.[1];
    expect(cursor).toBe(`spam:${ids[126]}`);
    const second = await runOn(['--held', '--limit', '10', '--before', cursor ?? '']);
    expect(idsIn(second.out)[0]).toBe(ids[125]);
    expect((await runOn(['--before', cursor ?? ''])).code).toBe(2);
  });

  it('--json and --csv export every message, page by page, as one document', async () => {
    const json = JSON.parse((await runOn(['--json'])).out) as { id: number }[];
    expect(json.map((m) => m.id)).toEqual([...ids].reverse());
    const csv = (await runOn(['--csv'])).out.trimEnd().split('\r\n');
    expect(csv).toHaveLength(131);
    expect(JSON.parse((await runOn(['--json', '--limit', '3'])).out)).toHaveLength(3);
  });

  it('refuses a --limit past a page\'s most, and a cursor it cannot read', async () => {
    expect((await runOn(['--limit', '5000'])).code).toBe(2);
    expect((await runOn(['--before', 'abc'])).code).toBe(2);
    expect((await runOn(['--all', '--before', '5'])).code).toBe(2);
  });
});

describe('formatters', () => {
  const row = (message: string): MessageRow => ({ id: 1, email: 'a@b.co', message, createdAt: '2026-01-01T00:00:00.000Z', spam: false, held: false, spamReason: null, delivered: false, channels: 0, attempts: 0, errors: {} });
  it('guards every formula prefix in CSV', async () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(formatCsv([row(`${start}1+1`)])).toContain(`'${start}1+1`);
  });
  it('quotes every text cell, and defuses a formula after a ; or tab where a spreadsheet may split', async () => {
    expect(formatCsv([row('Hi;=1+1;\t@SUM(A1);-)')]).split('\r\n')[1]).toBe(`1,"a@b.co","Hi;'=1+1;\t'@SUM(A1);'-)","2026-01-01T00:00:00.000Z",false,false,,false,`);
    expect(formatCsv([row('a; -b, =c')]).split('\r\n')[1]).toContain('"a; -b, =c"');
  });
  it('writes no control character or bidi override raw: --json escapes them losslessly, --csv replaces them', async () => {
    const hostile = 'retitled\u001b]0;pwned\u0007 bell, NUL\u0000, C1 \u009b31m, \u202egnp.exe, \u2066isolate\u2069 \u2028';
    const raw = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069\u2028]/u;
    const json = formatJson([row(hostile)]);
    expect(json).not.toMatch(raw);
    expect((JSON.parse(json) as { message: string }[])[0]?.message).toBe(hostile);
    const csv = formatCsv([row(hostile)]);
    // A line separator is text to a spreadsheet, like the line breaks CSV quotes anyway.
    expect(csv.replace('\u2028', '')).not.toMatch(raw);
    expect(csv).toContain('retitled\uFFFD]0;pwned\uFFFD bell');
  });
  it('gives the latest error of every failing channel, so one cannot hide another', async () => {
    const path = join(dir.path, 'errors.db');
    const store = openSqliteStore(path, { channels: ['email', 'webhook'] });
    const older = await store.add({ email: 'a@b.co', message: 'm2', spam: false, client: undefined });
    const newer = await store.add({ email: 'a@b.co', message: 'm3', spam: false, client: undefined });
    await store.close();
    const db = new Database(path);
    const fail = db.prepare('UPDATE deliveries SET attempts = 1, last_error = ? WHERE message_id = ? AND channel = ?');
    fail.run('webhook answered HTTP 500', newer, 'webhook');
    fail.run('connect ECONNREFUSED 127.0.0.1:25', older, 'email');
    fail.run('older', older, 'webhook');
    const reader = sqliteReader(db);
    const summary = formatSummary(await readCounts(reader.read));
    await reader.close();
    expect(summary).toContain('2 messages: 0 spam, 2 awaiting delivery.');
    expect(summary).toContain('Latest email error: connect ECONNREFUSED 127.0.0.1:25');
    expect(summary).toContain('Latest webhook error: webhook answered HTTP 500');
    expect(summary).not.toContain('older');
  });
  it('cuts long and wide messages to the width', async () => {
    const table = formatTable([row('漢'.repeat(200))], 80);
    expect(table.split('\n').every((line) => displayWidth(line) <= 80)).toBe(true);
    expect(table).toContain('…');
  });
  it('lists nothing from a database without the tables', async () => {
    const db = openDatabase(join(dir.path, 'other.db'));
    db.exec('DROP TABLE deliveries');
    const reader = sqliteReader(db);
    expect(reader.empty).toBe(true);
    await reader.close();
    // And the command says so rather than failing.
    expect(await run(['--json'], { DATABASE_PATH: join(dir.path, 'other.db') })).toMatchObject({ code: 0, out: '[]\n' });
  });
});
