import * as z from 'zod';
import { CAPTCHA_PROVIDERS } from '../contract/captcha';
import { assistantDoor, type AssistantDoor } from './intake/assistant-door';
import type { CaptchaSettings } from './intake/captcha';
import { SPAM_BOUND_DEFAULTS, spamBoundOf, type SpamBound } from './intake/spam-bound';

/** Resend's send endpoint; MAIL_API_URL points elsewhere (a local receiver in tests). */
const DEFAULT_MAIL_API_URL = 'https://api.resend.com/emails';
/**
 * Resend's shared sender, which delivers only to the account's own address: exactly the owner
 * mailing themselves, so it works before any domain is verified. NOTIFY_FROM replaces it.
 */
const DEFAULT_MAIL_API_FROM = 'onboarding@resend.dev';

/** Everything the service reads from the environment, already checked and converted. */
export type Config = {
  port: number;
  host: string;
  databasePath: string;
  /** A PostgreSQL server to keep messages in instead of the SQLite file (`DATABASE_URL`). */
  databaseUrl: string | undefined;
  /** Messages per client per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Calls to the MCP endpoint per client per minute (0: no limit per address); undefined: the endpoint's own (assistants/mcp-limits.ts). */
  mcpCallsPerMinute: number | undefined;
  /** True when exactly one reverse proxy stands in front and appends the client to X-Forwarded-For. */
  trustProxy: boolean;
  /** Site origins allowed to call the API from another origin (same-origin always works). */
  allowedOrigins: string[];
  smtp: { url: string; to: string; from: string } | undefined;
  /** E-mail through an HTTP mail API (Resend's) instead of SMTP: the way on Workers, which have no SMTP. */
  mailApi: { url: string; key: string; to: string; from: string } | undefined;
  webhookUrl: string | undefined;
  /** Signs each webhook request (HMAC-SHA256 over the timestamp and body) when set. */
  webhookSecret: string | undefined;
  /** The flood cap: messages notified in an hour before the rest are held for a digest (0: no cap). */
  notifyPerHour: number;
  /** Spam and held messages older than this many days are deleted (0: kept for ever). */
  retentionDays: number;
  /** What spam may take (SPAM_MAX_MB, SPAM_MAX_ROWS, SPAM_KEEP_DAYS), the oldest dropped first; never a message that passed the checks. */
  spamBound: SpamBound;
  /** The content rules (intake/spam-rules.ts): links allowed, and the owner's blocklist. */
  spamRules: { maxLinks: number; blocklist: string[] };
  /**
   * The proof of work (intake/proof-of-work.ts): the largest number a browser may have to try, and the
   * least time from challenge to message, in ms. Undefined when PROOF_OF_WORK is 0.
   */
  proofOfWork: { maxNumber: number; minSendMs: number } | undefined;
  /** Cloudflare Turnstile or hCaptcha, when the owner sets one up (CAPTCHA_PROVIDER, CAPTCHA_SECRET). */
  captcha: CaptchaSettings | undefined;
  /**
   * The assistants' message door (leave_message over MCP): off with ASSISTANT_MESSAGES=off, else
   * open, with a proof of work of its own standing in for the captcha where one is set (decision 056).
   */
  assistantMessages: AssistantDoor;
  /**
   * How long one instance's claim on a notification lasts, when several share the database: after
   * a crash, another sends it once this has passed. Undefined: the outbox's own (about 4.5 min).
   */
  notifyLeaseSeconds: number | undefined;
  /** The wait before a failed notification's first retry, doubled for each next one up to 10 minutes (±20 %). */
  notifyRetrySeconds: number;
  staticDir: string;
  serveStatic: boolean;
  /** Open connections the Node server keeps at most, in all and from one address (0: no per-address cap). */
  maxConnections: number;
  maxConnectionsPerClient: number;
  /**
   * The origin the owner's pages (/owner/) are on, as the browser sees it (OWNER_ORIGIN): passkeys
   * are bound to its host. Undefined: each request's own URL, right unless a proxy in front
   * terminates HTTPS or rewrites the host.
   */
  ownerOrigin: string | undefined;
};

export const DEFAULT_DATABASE_PATH = 'data/folio.db';

/**
 * Tries a browser makes at most to solve a challenge, half that on average: about 0.4 s at most
 * on this machine's Chromium slowed 4x, as a mid-range phone runs (measured by `npm run bench`).
 */
export const DEFAULT_PROOF_OF_WORK = 200_000;

/** The least time from challenge to message a person takes (MIN_SEND_SECONDS unless set). */
export const DEFAULT_MIN_SEND_SECONDS = 3;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// An empty variable (`SMTP_URL=`) means "not set", as most shells and container tools write it.
const blank = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

const text = (fallback: string) => z.preprocess(blank, z.string().default(fallback));

const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .default(String(fallback))
      .refine((v) => /^\d+$/u.test(v) && Number(v) >= min && Number(v) <= max, {
        error: `must be an integer from ${min} to ${max}`,
      })
      .transform(Number),
  );

const flag = (fallback: '0' | '1') =>
  z.preprocess(blank, z.enum(['0', '1'], { error: 'must be 0 or 1' }).default(fallback).transform((v) => v === '1'));

// Deliberately loose: nodemailer gives the real verdict on an address when it sends.
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/u;
const address = z.preprocess(blank, z.string().regex(ADDRESS, { error: 'must be an e-mail address like you@example.com' }).optional());

function urlWith(protocols: string[], what: string) {
  return z.preprocess(
    blank,
    z
      .string()
      .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), { error: `must be ${what}` })
      .optional(),
  );
}

/** "https://a.example, https://b.example" → exact origins; a path, query or wildcard is refused. */
const origins = z.preprocess(
  blank,
  z
    .string()
    .default('')
    .transform((v, ctx) => {
      const list = v.split(',').map((o) => o.trim()).filter(Boolean);
      for (const origin of list) {
        const url = URL.canParse(origin) ? new URL(origin) : undefined;
        const exact = url && /^https?:$/u.test(url.protocol) && url.origin === origin.replace(/\/$/u, '');
        if (!exact) {
          ctx.addIssue({ code: 'custom', message: `must be comma-separated origins like https://example.com (bad entry "${origin}")` });
          return z.NEVER;
        }
      }
      return list.map((o) => new URL(o).origin);
    }),
);

/**
 * A Standard Webhooks secret, `whsec_` and base64 of 24 to 64 random bytes (as its spec asks), or
 * any other string of 16 characters or more, whose own bytes are then the key.
 */
const webhookSecret = z.string().superRefine((v, ctx) => {
  if (!v.startsWith('whsec_')) {
    if (v.length < 16) ctx.addIssue({ code: 'custom', message: 'must be at least 16 characters (a random one: echo "whsec_$(openssl rand -base64 32)")' });
    return;
  }
  const encoded = v.slice('whsec_'.length);
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/u.test(encoded) && encoded.length % 4 === 0 ? atob(encoded).length : 0;
  if (bytes < 24 || bytes > 64) ctx.addIssue({ code: 'custom', message: 'must be whsec_ and the base64 of 24 to 64 random bytes, like echo "whsec_$(openssl rand -base64 32)"' });
});

/** An exact origin, https (or http on localhost only: a session cookie never crosses the network in clear). */
const ownerOrigin = z.preprocess(
  blank,
  z
    .string()
    .refine((v) => {
      if (!URL.canParse(v)) return false;
      const url = new URL(v);
      const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      return (url.protocol === 'https:' || local) && url.origin === v.replace(/\/$/u, '');
    }, { error: 'must be the origin the owner\'s pages are on, like https://example.com (https, or http://localhost:PORT; no path)' })
    .transform((v) => new URL(v).origin)
    .optional(),
);

const databaseUrl = urlWith(['postgres:', 'postgresql:'], 'a PostgreSQL URL like postgres://user:password@db.example.com:5432/folio');

const settings = {
  PORT: integer(8080, 1, 65535),
  HOST: text('0.0.0.0'),
  DATABASE_PATH: text(DEFAULT_DATABASE_PATH),
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_PER_MINUTE: integer(5, 0, 1_000_000),
  MCP_CALLS_PER_MINUTE: z.preprocess(
    blank,
    z
      .string()
      .refine((v) => /^\d+$/u.test(v) && Number(v) <= 1_000_000, { error: 'must be an integer from 0 to 1000000' })
      .transform(Number)
      .optional(),
  ),
  TRUST_PROXY: flag('0'),
  ALLOWED_ORIGINS: origins,
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'an SMTP URL like smtp://user:password@mail.example.com:587'),
  MAIL_API_KEY: z.preprocess(blank, z.string().optional()),
  MAIL_API_URL: urlWith(['https:', 'http:'], 'an http:// or https:// URL'),
  NOTIFY_TO: address,
  NOTIFY_FROM: address,
  WEBHOOK_URL: urlWith(['http:', 'https:'], 'an http:// or https:// URL'),
  WEBHOOK_SECRET: z.preprocess(blank, webhookSecret.optional()),
  NOTIFY_MAX_PER_HOUR: integer(30, 0, 1_000_000),
  RETENTION_DAYS: integer(0, 0, 36_500),
  SPAM_MAX_MB: integer(SPAM_BOUND_DEFAULTS.maxMb, 0, 1_000_000),
  SPAM_MAX_ROWS: integer(SPAM_BOUND_DEFAULTS.maxRows, 0, 100_000_000),
  SPAM_KEEP_DAYS: integer(SPAM_BOUND_DEFAULTS.keepDays, 0, 36_500),
  SPAM_MAX_LINKS: integer(2, 0, 1000),
  PROOF_OF_WORK: integer(DEFAULT_PROOF_OF_WORK, 0, 100_000_000),
  MIN_SEND_SECONDS: integer(DEFAULT_MIN_SEND_SECONDS, 0, 600),
  ASSISTANT_MESSAGES: z.preprocess(blank, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  CAPTCHA_PROVIDER: z.preprocess(blank, z.enum(['turnstile', 'hcaptcha'], { error: 'must be turnstile or hcaptcha' }).optional()),
  CAPTCHA_SECRET: z.preprocess(blank, z.string().optional()),
  CAPTCHA_VERIFY_URL: urlWith(['https:', 'http:'], 'an http:// or https:// URL'),
  SPAM_WORDS: z.preprocess(blank, z.string().default('').transform((v) => v.split(',').map((word) => word.trim()).filter(Boolean))),
  NOTIFY_LEASE_SECONDS: z.preprocess(
    blank,
    z
      .string()
      .refine((v) => /^\d+$/u.test(v) && Number(v) >= 1 && Number(v) <= 86_400, { error: 'must be an integer from 1 to 86400' })
      .transform(Number)
      .optional(),
  ),
  NOTIFY_RETRY_SECONDS: integer(10, 1, 600),
  STATIC_DIR: text('dist'),
  SERVE_STATIC: flag('1'),
  MAX_CONNECTIONS: integer(2000, 1, 1_000_000),
  MAX_CONNECTIONS_PER_CLIENT: integer(32, 0, 1_000_000),
  OWNER_ORIGIN: ownerOrigin,
};

/** Every variable the service reads, for runners that pass settings on by name (`npm run worker`). */
export const SETTING_NAMES = Object.keys(settings) as readonly string[];

const schema = z
  .object(settings)
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.NOTIFY_TO) ctx.addIssue({ code: 'custom', path: ['NOTIFY_TO'], message: 'must be set when SMTP_URL is set (the address that receives messages)' });
    if (env.MAIL_API_KEY && !env.NOTIFY_TO) ctx.addIssue({ code: 'custom', path: ['NOTIFY_TO'], message: 'must be set when MAIL_API_KEY is set (the address that receives messages)' });
    if (env.SMTP_URL && env.MAIL_API_KEY) ctx.addIssue({ code: 'custom', path: ['MAIL_API_KEY'], message: 'and SMTP_URL are both set: e-mail goes one way, so set only one of them' });
    if (env.NOTIFY_TO && !env.SMTP_URL && !env.MAIL_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be set when NOTIFY_TO is set, like smtp://user:password@mail.example.com:587 (or MAIL_API_KEY for a mail API)' });
    }
    if (env.CAPTCHA_PROVIDER && !env.CAPTCHA_SECRET) ctx.addIssue({ code: 'custom', path: ['CAPTCHA_SECRET'], message: `must be set when CAPTCHA_PROVIDER is set (the secret key from ${env.CAPTCHA_PROVIDER === 'turnstile' ? "Cloudflare's Turnstile page" : "hCaptcha's dashboard"})` });
    if (env.CAPTCHA_SECRET && !env.CAPTCHA_PROVIDER) ctx.addIssue({ code: 'custom', path: ['CAPTCHA_PROVIDER'], message: 'must be turnstile or hcaptcha when CAPTCHA_SECRET is set' });
    // nodemailer decodes the login itself and would throw a bare URIError at start-up.
    if (env.SMTP_URL && !decodes(new URL(env.SMTP_URL))) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must have its user and password percent-encoded, like %40 for @ (a % must start a valid escape)' });
    }
  });

function decodes(url: URL): boolean {
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
    return true;
  } catch {
    return false;
  }
}

/** Reads the configuration or throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got ${shown(name, env[name])})`);
  }
  const e = result.data;
  const proofOfWork = e.PROOF_OF_WORK > 0 ? { maxNumber: e.PROOF_OF_WORK, minSendMs: e.MIN_SEND_SECONDS * 1000 } : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    databaseUrl: e.DATABASE_URL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    mcpCallsPerMinute: e.MCP_CALLS_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    smtp: e.SMTP_URL && e.NOTIFY_TO ? { url: e.SMTP_URL, to: e.NOTIFY_TO, from: e.NOTIFY_FROM ?? defaultFrom(e.SMTP_URL, e.NOTIFY_TO) } : undefined,
    mailApi:
      e.MAIL_API_KEY && e.NOTIFY_TO
        ? { url: e.MAIL_API_URL ?? DEFAULT_MAIL_API_URL, key: e.MAIL_API_KEY, to: e.NOTIFY_TO, from: e.NOTIFY_FROM ?? DEFAULT_MAIL_API_FROM }
        : undefined,
    webhookUrl: e.WEBHOOK_URL,
    webhookSecret: e.WEBHOOK_SECRET,
    notifyPerHour: e.NOTIFY_MAX_PER_HOUR,
    retentionDays: e.RETENTION_DAYS,
    spamBound: spamBoundOf(e.SPAM_MAX_MB, e.SPAM_MAX_ROWS, e.SPAM_KEEP_DAYS),
    spamRules: { maxLinks: e.SPAM_MAX_LINKS, blocklist: e.SPAM_WORDS },
    captcha:
      e.CAPTCHA_PROVIDER && e.CAPTCHA_SECRET
        ? { provider: e.CAPTCHA_PROVIDER, secret: e.CAPTCHA_SECRET, verifyUrl: e.CAPTCHA_VERIFY_URL ?? CAPTCHA_PROVIDERS[e.CAPTCHA_PROVIDER].verify }
        : undefined,
    proofOfWork,
    assistantMessages: assistantDoor({
      open: e.ASSISTANT_MESSAGES === 'on',
      formProof: proofOfWork,
      captcha: e.CAPTCHA_PROVIDER !== undefined,
      defaultMaxNumber: DEFAULT_PROOF_OF_WORK,
      minSendMs: e.MIN_SEND_SECONDS * 1000,
    }),
    notifyLeaseSeconds: e.NOTIFY_LEASE_SECONDS,
    notifyRetrySeconds: e.NOTIFY_RETRY_SECONDS,
    staticDir: e.STATIC_DIR,
    serveStatic: e.SERVE_STATIC,
    maxConnections: e.MAX_CONNECTIONS,
    // Behind a proxy every connection comes from the proxy: the cap per address would be one for all.
    maxConnectionsPerClient: e.TRUST_PROXY ? 0 : e.MAX_CONNECTIONS_PER_CLIENT,
    ownerOrigin: e.OWNER_ORIGIN,
  };
}

/** The messages command needs only the database, so a bad PORT must not stop it. */
export function databasePathFrom(env: NodeJS.ProcessEnv = process.env): string {
  return (blank(env.DATABASE_PATH) as string | undefined) ?? DEFAULT_DATABASE_PATH;
}

/** DATABASE_URL alone, checked as `npm start` checks it; a ConfigError names it when it is not a PostgreSQL URL. */
export function databaseUrlFrom(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const result = databaseUrl.safeParse(env.DATABASE_URL);
  if (!result.success) throw new ConfigError(`DATABASE_URL ${result.error.issues[0]?.message ?? 'is invalid'}.`);
  return result.data;
}

/** OWNER_ORIGIN alone, checked as `npm start` checks it, for `npm run owner -- invite`'s link. */
export function ownerOriginFrom(value: string | undefined, name = 'OWNER_ORIGIN'): string | undefined {
  const result = ownerOrigin.safeParse(value);
  if (!result.success) throw new ConfigError(`${name} ${result.error.issues[0]?.message ?? 'is invalid'} (got ${JSON.stringify(value)}).`);
  return result.data;
}

// Most providers only relay mail from the account's own address, so prefer the SMTP login.
function defaultFrom(smtpUrl: string, notifyTo: string): string {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return ADDRESS.test(user) ? user : notifyTo;
}

// The value is echoed to help, but URLs can carry a password or a webhook token: show only their host.
function shown(name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') return 'nothing';
  if (name.endsWith('_KEY') || name.endsWith('_SECRET')) return 'a value (not shown)';
  if (name.endsWith('_URL')) {
    if (!URL.canParse(value)) return 'a value that is not a URL';
    const url = new URL(value);
    return JSON.stringify(`${url.protocol}//${url.host}${url.pathname.length > 1 ? '/…' : ''}`);
  }
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
}
