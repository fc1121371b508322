import { join } from 'node:path';
import postgres from 'postgres';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_PATH } from '../contract/assistants';
import { BODY_MAX_BYTES, PROOF_FIELD } from '../contract/body-limits';
import { textsOf } from '../contract/message';
import { ERRORS } from '../contract/service-errors';
import { type Challenge } from '../contract/proof-of-work';
import { solveChallenge } from '../contract/solve-challenge';
import { CHALLENGE_PATH } from './api';
import { TOKEN_REFUSED } from './assistants/mcp-route';
import { API_ERRORS } from './http/api-answers';
import { PROOF_REASONS } from './intake/proof-of-work';
import type { ListedMessage } from './stores/message-page';
import { runMessagesCommand } from './owner/messages-command';
import { runOwnerCommand } from './owner/owner-command';
import { startReceiver, type Receiver } from './testing/http-receiver';
import { inspect, type Inspected } from './testing/inspector-cli';
import { tokenIn, toolText } from './testing/mcp-answers';
import { STOP_TIMEOUT_MS, startPostgres, type PostgresCluster } from './testing/postgres-cluster';
import { freePort, HANG_TIMEOUT_MS, killGroup, readDatabase, startNpmScript, startServerProcess, tempDir, UNDELIVERED_SQL, undeliveredIn, undeliveredRows, waitFor, type NpmScript, type ServerProcess, type Undelivered } from './testing/test-support';

/**
 * The API request suite, run against every way the service is deployed: the Node server as `npm
 * start` runs it (SQLite), the Worker in workerd as `npm run worker` runs it (D1), and the
 * functions handler over PostgreSQL, called with synthetic Lambda events and Netlify requests.
 * Each answers the same statuses, CORS and limits, stores what it accepts, and notifies the owner.
 */

const SITE = 'https://owner.example';
const LIMIT = 2;
type Stored = { email: string; message: string; spam: number; client: string | null };
type Init = { method?: string; path?: string; headers?: Record<string, string>; body?: string | null; client?: string };

type Target = {
  send(init: Init): Promise<Response>;
  stored(): Promise<Stored[]>;
  /** The notifications the outbox has yet to record as sent, on any channel. */
  undelivered(): Promise<Undelivered[]>;
  /** `npm run messages -- ARGS` as the owner of this deployment runs it (its store chosen for it). */
  cli(args: string[]): Promise<{ code: number; out: string; err: string }>;
  /** `npm run owner -- ARGS`, likewise. */
  owner(args: string[]): Promise<{ code: number; out: string; err: string }>;
  /** Runs what the platform's schedule runs (the Worker's Cron Trigger, the functions' drain); Node polls by itself. */
  drain?(): Promise<void>;
  /** Where a client outside the test reaches it over HTTP: the runtimes that listen (Node, workerd). */
  url?: string;
  close(): Promise<void>;
};

let receiver: Receiver;
let cluster: PostgresCluster | undefined;
beforeAll(async () => {
  receiver = await startReceiver();
  cluster = await startPostgres();
}, HANG_TIMEOUT_MS);
afterAll(async () => {
  await receiver.stop();
  cluster?.stop();
}, STOP_TIMEOUT_MS);

/** The same settings for every target: a small limit, one allowed origin, both notification channels at the receiver. */
const settings = (): Record<string, string> => ({
  RATE_LIMIT_PER_MINUTE: String(LIMIT),
  ALLOWED_ORIGINS: SITE,
  WEBHOOK_URL: `${receiver.url}/webhook`,
  MAIL_API_KEY: 'test-key',
  MAIL_API_URL: `${receiver.url}/emails`,
  NOTIFY_TO: 'owner@example.com',
  NOTIFY_LEASE_SECONDS: '5',
  // A failed notification is due again 0.8 to 1.2 s later (the default's 8 to 12 s, scaled down).
  NOTIFY_RETRY_SECONDS: '1',
  // The cap has its own tests (delivery-store, flood); here every message is notified.
  NOTIFY_MAX_PER_HOUR: '1000',
  // A real proof of work, small so the cases stay quick; the least time has its own tests
  // (proof-of-work.test.ts, and the page's in e2e/ at the defaults).
  PROOF_OF_WORK: '2000',
  MIN_SEND_SECONDS: '0',
});

async function nodeTarget(): Promise<Target> {
  const dir = tempDir();
  const path = join(dir.path, 'folio.db');
  // TRUST_PROXY: the test plays the proxy, so each case can come from an address of its own.
  const server: ServerProcess = await startServerProcess({ ...settings(), DATABASE_PATH: path, SERVE_STATIC: '0', TRUST_PROXY: '1' });
  return {
    url: server.url,
    send: ({ method = 'POST', path: at = '/api/v1', headers, body, client = '192.0.2.1' }) =>
      fetch(`${server.url}${at}`, { method, headers: { 'X-Forwarded-For': client, ...headers }, body: body ?? null }),
    stored: async () => readDatabase(path).messages.map(({ email, message, spam, client }) => ({ email, message, spam, client })),
    undelivered: async () => undeliveredIn(path),
    cli: (args) => messages(args, { DATABASE_PATH: path }),
    owner: (args) => ownerCommand(args, { DATABASE_PATH: path }),
    async close() {
      await server.stop();
      dir.remove();
    },
  };
}

async function workerTarget(): Promise<Target> {
  const dir = tempDir();
  const port = await freePort();
  const worker: NpmScript = await startNpmScript('worker', ['--port', String(port), '--persist-to', dir.path], settings(), /Ready on http/u, HANG_TIMEOUT_MS);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    // Cloudflare sets CF-Connecting-IP at its edge; workerd locally passes the test's through.
    send: ({ method = 'POST', path: at = '/api/v1', headers, body, client = '192.0.2.1' }) =>
      fetch(`${url}${at}`, { method, headers: { 'CF-Connecting-IP': client, ...headers }, body: body ?? null }),
    async stored() {
      const { readD1File } = await import('./testing/local-d1');
      return readD1File(dir.path);
    },
    async undelivered() {
      const { undeliveredInD1File } = await import('./testing/local-d1');
      return undeliveredInD1File(dir.path);
    },
    cli: (args) => messages([...args, '--d1', '--persist-to', dir.path], {}),
    owner: (args) => ownerCommand([...args, '--d1', '--persist-to', dir.path], {}),
    async drain() {
      // npm run worker's trigger (scripts/deploy/worker.ts says why not /cdn-cgi/handler/scheduled).
      const response = await fetch(`${url}/__scheduled`);
      expect(response.status).toBe(200);
    },
    async close() {
      killGroup(worker.group);
      await worker.exited;
      dir.remove();
    },
  };
}

/** The functions handler, as a platform calls it: `lambda` with API Gateway v2 events, `netlify` with a Request and its context. */
async function functionsTarget(kind: 'lambda' | 'netlify'): Promise<Target> {
  if (!cluster) throw new Error('no PostgreSQL cluster');
  const url = await cluster.freshDatabase();
  Object.assign(process.env, settings(), { DATABASE_URL: url });
  const functions = await import('./runtimes/functions');
  const pending: Promise<unknown>[] = [];
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  return {
    async send({ method = 'POST', path: at = '/api/v1', headers = {}, body, client = '192.0.2.1' }) {
      if (kind === 'netlify') {
        const request = new Request(`https://owner.netlify.app${at}`, { method, headers, body: body ?? null });
        return functions.fetchHandler(request, { ip: client, waitUntil: (promise) => pending.push(promise) });
      }
      const event = {
        version: '2.0',
        routeKey: '$default',
        rawPath: at,
        rawQueryString: '',
        headers: Object.fromEntries(Object.entries({ host: 'abc.lambda-url.eu-west-1.on.aws', ...headers }).map(([k, v]) => [k.toLowerCase(), v])),
        requestContext: { domainName: 'abc.lambda-url.eu-west-1.on.aws', http: { method, path: at, protocol: 'HTTP/1.1', sourceIp: client, userAgent: 'test' }, requestId: 'r', routeKey: '$default', stage: '$default', timeEpoch: Date.now() },
        body: body ?? undefined,
        isBase64Encoded: false,
      };
      const result = (await functions.lambdaHandler(event as never, {} as never)) as { statusCode: number; headers: Record<string, string>; body: string };
      return new Response(result.statusCode === 204 || result.body === '' ? null : result.body, { status: result.statusCode, headers: result.headers });
    },
    stored: () => sql<Stored[]>`SELECT email, message, CAST(spam AS INTEGER) AS spam, client FROM messages ORDER BY id`.then((rows) => [...rows]),
    undelivered: async () => undeliveredRows(await sql.unsafe<Undelivered[]>(UNDELIVERED_SQL)),
    cli: (args) => messages(args, { DATABASE_URL: url }),
    owner: (args) => ownerCommand(args, { DATABASE_URL: url }),
    async drain() {
      await functions.drain();
    },
    async close() {
      await Promise.allSettled(pending);
      await functions.closeFunctions();
      await sql.end();
      for (const name of [...Object.keys(settings()), 'DATABASE_URL']) Reflect.deleteProperty(process.env, name);
    },
  };
}

/** An owner's command (`npm run messages`, `npm run owner`) run in this process, what it printed kept. */
async function captured(command: typeof runMessagesCommand, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await command(args, env, { out: (text) => (out += text), err: (text) => (err += text), columns: 100 });
  return { code, out, err };
}
const messages = (args: string[], env: NodeJS.ProcessEnv) => captured(runMessagesCommand, args, env);
const ownerCommand = (args: string[], env: NodeJS.ProcessEnv) => captured(runOwnerCommand, args, env);

/** The MCP TypeScript SDK's own client, its requests sent to the target as its platform passes them on, from `client`. */
async function mcpClient(target: Target, client: string, token?: string): Promise<Client> {
  const mcp = new Client({ name: 'folio-api-targets', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`https://owner.example${MCP_PATH}`), {
    fetch: async (url, init) => {
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      return target.send({ method: init?.method ?? 'GET', path: new URL(url).pathname, headers, body: typeof init?.body === 'string' ? init.body : null, client });
    },
    ...(token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
  await mcp.connect(transport);
  return mcp;
}

/**
 * Until the outbox has recorded every notification as sent (running the platform's schedule where
 * that is what sends): past that point nothing more can go out, so a count taken then is final.
 * Waiting for this event replaces "give a second send a second to happen": a slow machine only
 * takes longer to get here, and a fast one does not stop looking too soon.
 */
async function outboxDone(target: Target): Promise<void> {
  await waitFor(
    async () => {
      await target.drain?.();
      return (await target.undelivered()).length === 0;
    },
    HANG_TIMEOUT_MS,
    'the outbox to record every notification as sent',
  );
}

async function listed(target: Target): Promise<ListedMessage[]> {
  const { code, out, err } = await target.cli(['--json']);
  if (code !== 0) throw new Error(`npm run messages failed: ${err}`);
  return JSON.parse(out) as ListedMessage[];
}

const targets: Record<string, () => Promise<Target>> = {
  'the Node server (SQLite)': nodeTarget,
  'the Worker in workerd (D1)': workerTarget,
  'the functions handler as Lambda (PostgreSQL)': () => functionsTarget('lambda'),
  'the functions handler as Netlify (PostgreSQL)': () => functionsTarget('netlify'),
};

const json = (value: unknown) => JSON.stringify(value);

/** A challenge from the target, solved as the page solves it, in the body field the page sends it in. */
async function proofFrom(target: Target): Promise<Record<string, string>> {
  const res = await target.send({ method: 'GET', path: CHALLENGE_PATH });
  expect(res.status).toBe(200);
  const solution = await solveChallenge((await res.json()) as Challenge);
  if (!solution) throw new Error('the challenge has no solution');
  return { [PROOF_FIELD]: btoa(JSON.stringify(solution)) };
}

/** The body the page sends: the message and a fresh proof of work. */
const proven = async (target: Target, message: { email: string; message: string }) => json({ ...message, ...(await proofFrom(target)) });
const JSON_TYPE = { 'Content-Type': 'application/json' };
let clientNumber = 0;
/** An address of its own for each case, so the rate limit of one case never answers another. */
const newClient = () => `198.51.100.${(clientNumber += 1)}`;

for (const [name, start] of Object.entries(targets)) {
  // Each test waits on other programs (wrangler, workerd, PostgreSQL): its time is theirs, so the
  // timeout only catches a hang (HANG_TIMEOUT_MS says why).
  describe(`the API on ${name}`, { timeout: HANG_TIMEOUT_MS }, () => {
    let target: Target;
    beforeAll(async () => {
      target = await start();
    }, HANG_TIMEOUT_MS);
    afterAll(() => target?.close());

    it('answers 201 with an id and stores the message byte-exact, with the address it came from', async () => {
      const client = newClient();
      const message = 'مرحبا 👋🏽 שלום 漢字 Robert\'); DROP TABLE messages; --';
      const res = await target.send({ headers: JSON_TYPE, body: await proven(target, { email: 'ana@example.com', message }), client });
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/u);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ id: expect.any(Number) });
      expect(await target.stored()).toContainEqual({ email: 'ana@example.com', message, spam: 0, client });
    });

    it('lists what it stored with `npm run messages`, newest first, spam marked', async () => {
      const message = `for the list ${Date.now()}`;
      expect((await target.send({ headers: JSON_TYPE, body: await proven(target, { email: 'list@example.com', message }), client: newClient() })).status).toBe(201);
      const stored = await target.stored();
      const list = await listed(target);
      expect(list).toHaveLength(stored.length);
      // `via` too: the command finds the channel's column the runtime's migrations added.
      expect(list[0]).toMatchObject({ email: 'list@example.com', message, spam: false, via: 'form' });
      expect(list.map((row) => row.spam).sort()).toEqual(stored.map((row) => row.spam === 1).sort());
    });

    it('lets the owner release a message marked as spam, mark one as spam, and erase a visitor\'s messages', async () => {
      const stamp = Date.now();
      const send = async (email: string, message: string, extra = {}) =>
        target.send({ headers: JSON_TYPE, body: json({ email, message, ...(await proofFrom(target)), ...extra }), client: newClient() }).then(async (res) => ((await res.json()) as { id: number }).id);
      const trapped = await send('real@example.com', `caught by the honeypot ${stamp}`, { website: 'autofill' });
      const wrongly = await send('real@example.com', `a real one ${stamp}`);
      const erased = [await send('Erase.Me@example.com', `first ${stamp}`), await send('erase.me@example.com', `second ${stamp}`)];
      const erasedUnicode = [await send('ÉLODIE.STRAẞE@example.com', `third ${stamp}`), await send('élodie.strasse@example.com', `fourth ${stamp}`)];

      expect((await listed(target)).find((row) => row.id === trapped)).toMatchObject({ spam: true, spamReason: 'the hidden field was filled in' });
      const released = await target.cli(['release', String(trapped), '--channels', 'webhook']);
      expect(released).toMatchObject({ code: 0, out: `Released #${trapped}: queued for webhook; the running service sends it.\n` });
      await target.drain?.();
      await waitFor(() => receiver.received.some((request) => request.path === '/webhook' && request.body.includes(`caught by the honeypot ${stamp}`)), HANG_TIMEOUT_MS, 'the released message');

      expect(await target.cli(['spam', String(wrongly)])).toMatchObject({ code: 0, out: `Marked #${wrongly} as spam: kept, never notified.\n` });
      expect(await target.cli(['spam', '999999'])).toMatchObject({ code: 1, err: 'No message with id 999999.\n' });
      expect(await target.cli(['delete', '--email', 'ERASE.ME@example.com'])).toMatchObject({ code: 0, out: 'Deleted 2 messages from ERASE.ME@example.com.\n' });
      // Letter case beyond ASCII, which SQLite's and D1's lower() leave as it is.
      expect(await target.cli(['delete', '--email', 'Élodie.Straße@EXAMPLE.com'])).toMatchObject({ code: 0, out: 'Deleted 2 messages from Élodie.Straße@EXAMPLE.com.\n' });

      const list = await listed(target);
      expect(list.find((row) => row.id === trapped)).toMatchObject({ spam: false, held: false, spamReason: null });
      expect(list.find((row) => row.id === wrongly)).toMatchObject({ spam: true, spamReason: 'marked by the owner' });
      expect(list.filter((row) => [...erased, ...erasedUnicode].includes(row.id))).toEqual([]);
      const held = JSON.parse((await target.cli(['--json', '--held'])).out) as ListedMessage[];
      expect(held.map((row) => row.id)).toContain(wrongly);
      expect(held.every((row) => row.spam || row.held)).toBe(true);
      // Seven runs of the owner's command: on D1 each starts wrangler (about 5 s on a busy machine).
    });

    it('issues proof-of-work challenges; notifies a message with a solution, and stores one without, or with a spent one, as spam saying why', async () => {
      const challenge = await target.send({ method: 'GET', path: CHALLENGE_PATH, headers: { Origin: SITE } });
      expect(challenge.status).toBe(200);
      expect(challenge.headers.get('cache-control')).toBe('no-store');
      expect(challenge.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(await challenge.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000, challenge: expect.stringMatching(/^[0-9a-f]{64}$/u) });
      const wrongMethod = await target.send({ method: 'POST', path: CHALLENGE_PATH, headers: JSON_TYPE, body: '{}' });
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD');

      const stamp = Date.now();
      const proof = await proofFrom(target);
      const send = async (message: string, extra: Record<string, string>) => {
        const res = await target.send({ headers: JSON_TYPE, body: json({ email: 'pow@example.com', message: `${message} ${stamp}`, ...extra }), client: newClient() });
        expect(res.status).toBe(201);
        return ((await res.json()) as { id: number }).id;
      };
      const solved = await send('solved', proof);
      const again = await send('the same solution again', proof);
      const none = await send('no solution', {});
      const forged = await send('a forged solution', { [PROOF_FIELD]: btoa(json({ ...JSON.parse(atob(proof[PROOF_FIELD] ?? '')), number: -1 })) });
      const list = await listed(target);
      const row = (id: number) => list.find((entry) => entry.id === id);
      expect(row(solved)).toMatchObject({ spam: false, spamReason: null });
      expect(row(again)).toMatchObject({ spam: true, spamReason: PROOF_REASONS.reused });
      expect(row(none)).toMatchObject({ spam: true, spamReason: PROOF_REASONS.missing });
      expect(row(forged)).toMatchObject({ spam: true, spamReason: PROOF_REASONS.invalid });
      await target.drain?.();
      await waitFor(() => receiver.received.some((request) => request.body.includes(`solved ${stamp}`)), HANG_TIMEOUT_MS, 'the solved message notified');
      await outboxDone(target);
      expect(receiver.received.filter((request) => request.body.includes(`${stamp}`)).every((request) => request.body.includes(`solved ${stamp}`))).toBe(true);
    });

    it('stores a honeypot message as spam behind an ordinary 201', async () => {
      const res = await target.send({ headers: JSON_TYPE, body: json({ email: 'bot@example.com', message: 'cheap pills', website: 'x' }), client: newClient() });
      expect(res.status).toBe(201);
      expect((await target.stored()).filter((row) => row.email === 'bot@example.com').map((row) => row.spam)).toEqual([1]);
    });

    it('answers 400 with codes and texts for an invalid message, and stores nothing', async () => {
      const before = (await target.stored()).length;
      const res = await target.send({ headers: JSON_TYPE, body: json({ email: 'not an address', message: '' }), client: newClient() });
      expect(res.status).toBe(400);
      const codes = { email: 'emailInvalid', message: 'messageRequired' } as const;
      expect(await res.json()).toEqual({ error: API_ERRORS.invalid, codes, fields: textsOf(codes, ERRORS) });
      const malformed = await target.send({ headers: JSON_TYPE, body: '{"email": ', client: newClient() });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ error: API_ERRORS.malformed, fields: {} });
      expect((await target.stored()).length).toBe(before);
    });

    it('answers 413 past the body limit, 415 for another type, 405 with Allow, 404 elsewhere under /api', async () => {
      const big = json({ email: 'ana@example.com', message: 'x'.repeat(BODY_MAX_BYTES) });
      const tooLarge = await target.send({ headers: JSON_TYPE, body: big, client: newClient() });
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toEqual({ error: API_ERRORS.tooLarge });
      const wrongType = await target.send({ headers: { 'Content-Type': 'text/plain' }, body: json({ email: 'ana@example.com', message: 'hi' }), client: newClient() });
      expect(wrongType.status).toBe(415);
      expect(await wrongType.json()).toEqual({ error: API_ERRORS.contentType });
      const get = await target.send({ method: 'GET' });
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await get.json()).toEqual({ error: API_ERRORS.method });
      const elsewhere = await target.send({ path: '/api/v2', headers: JSON_TYPE, body: '{}' });
      expect(elsewhere.status).toBe(404);
      expect(await elsewhere.json()).toEqual({ error: API_ERRORS.notFound });
    });

    it('answers CORS for the allowed origin only, preflight included', async () => {
      const preflight = await target.send({ method: 'OPTIONS', headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type');
      const other = await target.send({ method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const posted = await target.send({ headers: { ...JSON_TYPE, Origin: SITE }, body: json({ email: 'ana@example.com', message: 'from the site' }), client: newClient() });
      expect(posted.status).toBe(201);
      expect(posted.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(posted.headers.get('access-control-expose-headers')).toBe('Retry-After');
      expect(posted.headers.get('vary')).toBe('Origin');
    });

    it(`limits each address to ${LIMIT} a minute with 429 and Retry-After, and no other address`, async () => {
      const client = newClient();
      const send = (from: string) => target.send({ headers: JSON_TYPE, body: json({ email: 'ana@example.com', message: `limit ${from}` }), client: from });
      const statuses = [];
      for (let n = 0; n <= LIMIT; n += 1) statuses.push((await send(client)).status);
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429]);
      const limited = await send(client);
      expect(limited.status).toBe(429);
      const wait = Number(limited.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await limited.json()).toEqual({ error: API_ERRORS.tooMany(wait) });
      expect((await send(newClient())).status).toBe(201);
    });

    it('notifies the owner once on each channel: the webhook and the mail API', async () => {
      const message = `notify me ${name} ${Date.now()}`;
      expect((await target.send({ headers: JSON_TYPE, body: await proven(target, { email: 'ana@example.com', message }), client: newClient() })).status).toBe(201);
      const about = () => receiver.received.filter((request) => request.body.includes(message));
      await waitFor(() => about().length >= 2, HANG_TIMEOUT_MS, 'both notifications');
      await outboxDone(target);
      expect(about().map((request) => request.path).sort()).toEqual(['/emails', '/webhook']);
      const mail = about().find((request) => request.path === '/emails');
      expect(mail?.headers.authorization).toBe('Bearer test-key');
      expect(JSON.parse(mail?.body ?? '{}')).toMatchObject({ to: ['owner@example.com'], reply_to: 'ana@example.com', subject: 'New message from ana@example.com' });
    });

    it('over MCP: a message left by an assistant is stored with its channel; the inbox needs a token, a read one only reads, a revoked one is refused', async () => {
      const client = newClient();
      const visitor = await mcpClient(target, client);
      // The public tools only (search and availability too where the runtime serves a build).
      const names = (await visitor.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual(expect.arrayContaining(['leave_message', 'message_challenge']));
      expect(names.filter((tool) => !['leave_message', 'message_challenge', 'search', 'check_availability'].includes(tool))).toEqual([]);
      const challenge = (await visitor.callTool({ name: 'message_challenge', arguments: {} })).structuredContent as Challenge;
      const proof = btoa(JSON.stringify(await solveChallenge(challenge)));
      const message = `left over MCP on ${name} ${Date.now()}`;
      const left = await visitor.callTool({ name: 'leave_message', arguments: { email: 'assistant@example.com', message, proof } });
      expect(left.isError, toolText(left)).toBeFalsy();
      await visitor.close();
      expect((await listed(target)).find((row) => row.message === message)?.via).toBe('assistant');

      const made = await target.owner(['tokens', 'add', 'Reader']);
      expect(made.code, made.err).toBe(0);
      const read = tokenIn(made.out) ?? '';
      const owner = await mcpClient(target, client, read);
      const inbox = await owner.callTool({ name: 'list_messages', arguments: { query: message } });
      expect(inbox.isError, toolText(inbox)).toBeFalsy();
      const found = (inbox.structuredContent as { messages: { id: number; message: string; via: string; status: string }[] }).messages;
      expect(found.map(({ message: text, via, status }) => ({ text, via, spam: status === 'spam' }))).toEqual([{ text: message, via: 'assistant', spam: false }]);
      const refused = await owner.callTool({ name: 'mark_spam', arguments: { id: found[0]?.id } });
      expect(toolText(refused)).toMatch(/^This token may only read/u);
      await owner.close();

      const id = /\(ID (\d+)\)/u.exec(made.out)?.[1] ?? '';
      expect((await target.owner(['tokens', 'revoke', id])).code).toBe(0);
      const after = await target.send({ path: MCP_PATH, headers: { ...JSON_TYPE, Accept: 'application/json, text/event-stream', Authorization: `Bearer ${read}` }, body: json({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), client });
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ error: { message: TOKEN_REFUSED } });
    });

    // A client no one here wrote, as a developer points it at the endpoint: the MCP Inspector's command line.
    if (name.includes('Node') || name.includes('Worker')) it('over MCP, to the Inspector\'s command line: the public tools without a token (on the Worker, the résumé its site serves), the inbox with one, its changes refused to a read token', async () => {
      expect(target.url).toBeDefined();
      const at = `${target.url}${MCP_PATH}`;
      const names = (answer: Inspected) => (answer.ok ? (answer.answer.tools as { name: string }[]).map((tool) => tool.name) : [answer.error]);
      const publicTools = await inspect(at, ['--method', 'tools/list']);
      expect(names(publicTools)).toContain('leave_message');
      expect(names(publicTools)).not.toContain('list_messages');
      if (name.includes('Worker')) {
        // The Worker serves the site beside the endpoint (npm run worker builds it): its résumé is the page's resume.json.
        const read = await inspect(at, ['--method', 'resources/read', '--uri', 'folio://profile']);
        const profile = read.ok ? (read.answer.contents as { text: string }[])[0]?.text : JSON.stringify(read);
        expect(JSON.parse(profile ?? 'null')).toEqual(await (await target.send({ method: 'GET', path: '/resume.json', headers: {} })).json());
      }
      const made = await target.owner(['tokens', 'add', 'Inspector']);
      const token = tokenIn(made.out) ?? '';
      const listed = await inspect(at, ['--method', 'tools/call', '--tool-name', 'list_messages', '--tool-arg', 'limit=5'], token);
      expect(listed.ok && listed.answer.isError, JSON.stringify(listed)).toBeFalsy();
      expect(listed.ok && (listed.answer.structuredContent as { counts: Record<string, number> }).counts).toEqual(expect.objectContaining({ all: expect.any(Number) }));
      const refused = await inspect(at, ['--method', 'tools/call', '--tool-name', 'erase_sender', '--tool-arg', 'email=assistant@example.com'], token);
      expect(refused.ok && refused.answer.isError).toBe(true);
      expect(refused.ok && toolText(refused.answer)).toMatch(/^This token may only read/u);
      const id = /\(ID (\d+)\)/u.exec(made.out)?.[1] ?? '';
      expect((await target.owner(['tokens', 'revoke', id])).code).toBe(0);
      const revoked = await inspect(at, ['--method', 'tools/list'], token);
      expect(revoked.ok).toBe(false);
      expect(revoked.ok ? '' : revoked.error).toMatch(/401|not valid/u);
    });

    // Only where a schedule is what retries: Node polls by itself, and Netlify shares Lambda's handler.
    if (name.includes('Worker') || name.includes('Lambda')) it('retries a failed notification from the schedule', async () => {
      const message = `retry me ${name} ${Date.now()}`;
      const body = await proven(target, { email: 'ana@example.com', message });
      receiver.failNext(2);
      expect((await target.send({ headers: JSON_TYPE, body, client: newClient() })).status).toBe(201);
      const about = () => receiver.received.filter((request) => request.body.includes(message));
      // Both first attempts fail (answered 500), and the retry is due at most 1.2 s after each.
      await waitFor(() => receiver.attempts.filter((request) => request.body.includes(message)).length >= 2, HANG_TIMEOUT_MS, 'the failed first attempts');
      // Then both retries fall due, and nothing comes: on this platform only the schedule sends them.
      // The store says when they are due; a slower machine only gets there later.
      await waitFor(
        async () => {
          const retries = (await target.undelivered()).filter((row) => row.message === message);
          return retries.length === 2 && retries.every((row) => row.dueAt < Date.now());
        },
        HANG_TIMEOUT_MS,
        'the retries due',
      );
      expect(about()).toEqual([]);
      // The schedule's pass sends what is due; the record of the failure may land after the pass
      // on a busy machine, so the pass runs again until the retry is out, as the next minute's would.
      await waitFor(
        async () => {
          await target.drain?.();
          return about().length >= 2;
        },
        HANG_TIMEOUT_MS,
        'the retried notifications',
      );
      expect(about().map((request) => request.path).sort()).toEqual(['/emails', '/webhook']);
    });
  });
}
