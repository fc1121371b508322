import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type Database from 'better-sqlite3';
import postgres from 'postgres';

/** One message as `npm run messages -- --json` prints it. */
export type ListedMessage = {
  id: number;
  email: string;
  message: string;
  createdAt: string;
  spam: boolean;
  /** Stored past the flood cap (NOTIFY_MAX_PER_HOUR) and not notified one by one. */
  held: boolean;
  /** Why it was judged spam (the honeypot, a content rule); null when it is not spam or it was marked by hand. */
  spamReason: string | null;
  /** True only when the message was queued for at least one channel and every one accepted it. */
  delivered: boolean;
};

/** A listed message plus what the table and the summary need to be honest about delivery. */
export type MessageRow = ListedMessage & {
  /** Channels the message was queued for; 0 when no notification was configured when it arrived. */
  channels: number;
  attempts: number;
  /** The last error of each channel still waiting to deliver it, by channel. */
  errors: Record<string, string>;
};

type RawRow = { id: number; email: string; message: string; createdAt: string; spam: number; held: number; spamReason: string | null; channels: number; deliveredCount: number; attempts: number };
type RawError = { messageId: number; channel: string; lastError: string };

/** The listing query, in SQL both SQLite and PostgreSQL read (counts cast: PostgreSQL's are 64-bit). */
const LIST_QUERY = `SELECT m.id, m.email, m.message, m.created_at AS "createdAt", m.spam, m.held, m.spam_reason AS "spamReason",
         CAST(count(d.channel) AS INTEGER) AS channels, CAST(count(d.delivered_at) AS INTEGER) AS "deliveredCount",
         coalesce(max(d.attempts), 0) AS attempts
  FROM messages m LEFT JOIN deliveries d ON d.message_id = m.id
  GROUP BY m.id, m.email, m.message, m.created_at, m.spam, m.held, m.spam_reason
  ORDER BY m.created_at DESC, m.id DESC`;

/** Each channel's error on each message it has not delivered yet, in SQL every store reads. */
const ERRORS_QUERY = `SELECT message_id AS "messageId", channel, last_error AS "lastError" FROM deliveries WHERE delivered_at IS NULL AND last_error IS NOT NULL`;

/** Every message, newest first. */
export function listMessages(db: Database.Database): MessageRow[] {
  const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('messages', 'deliveries')").get() as { n: number };
  if (tables.n < 2) return [];
  return rowsWith(db.prepare(LIST_QUERY).all() as RawRow[], db.prepare(ERRORS_QUERY).all() as RawError[]);
}

/** Every message in a PostgreSQL database, newest first (`DATABASE_URL`); none before the first. */
export async function listPostgresMessages(url: string): Promise<MessageRow[]> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [found] = await sql<{ n: number }[]>`SELECT CAST(count(*) AS INTEGER) AS n FROM pg_tables WHERE tablename IN ('messages', 'deliveries')`;
    if ((found?.n ?? 0) < 2) return [];
    return rowsWith(await sql.unsafe<RawRow[]>(LIST_QUERY), await sql.unsafe<RawError[]>(ERRORS_QUERY));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export type D1Target = {
  /** The deployed database (`wrangler d1 execute --remote`); else the local one of `npm run worker`. */
  remote: boolean;
  /** Where the local database lives, as `npm run worker -- --persist-to DIR` was told. */
  persistTo?: string;
};

/**
 * Every message in the Worker's D1 database, read through wrangler (which holds the Cloudflare
 * login for the deployed one); none before the first.
 */
export async function listD1Messages(target: D1Target): Promise<MessageRow[]> {
  const tables = await d1Command<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('messages', 'deliveries')", target);
  if ((tables[0]?.n ?? 0) < 2) return [];
  return rowsWith(await d1Command<RawRow>(LIST_QUERY, target), await d1Command<RawError>(ERRORS_QUERY, target));
}

/** Runs SQL on the Worker's D1 through wrangler; resolves with the last statement's rows. */
export function d1Command<T>(command: string, { remote, persistTo }: D1Target): Promise<T[]> {
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  const where = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
  const args = [wrangler, 'd1', 'execute', 'DB', ...where, '--json', '--command', command];
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false' };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env, maxBuffer: 512 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        // wrangler prints its reason as JSON on stdout with --json, else on stderr.
        const reason = /"text":\s*"([^"]+)"/u.exec(stdout)?.[1] ?? stderr.trim().split('\n').at(-1) ?? error.message;
        reject(new Error(reason));
        return;
      }
      try {
        const results = JSON.parse(stdout) as { results: T[] }[];
        resolve(results.at(-1)?.results ?? []);
      } catch {
        reject(new Error('wrangler did not answer with the rows as JSON'));
      }
    });
  });
}

function rowsWith(rows: readonly RawRow[], errors: readonly RawError[]): MessageRow[] {
  const byMessage = new Map<number, Record<string, string>>();
  for (const { messageId, channel, lastError } of errors) byMessage.set(messageId, { ...byMessage.get(messageId), [channel]: lastError });
  return rows.map((row) => toRow(row, byMessage.get(row.id) ?? {}));
}

function toRow(row: RawRow, errors: Record<string, string>): MessageRow {
  return {
    id: row.id,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt,
    spam: Number(row.spam) === 1,
    held: Number(row.held) === 1,
    spamReason: Number(row.spam) === 1 ? (row.spamReason ?? null) : null,
    delivered: row.channels > 0 && row.deliveredCount === row.channels,
    channels: row.channels,
    attempts: row.attempts,
    errors,
  };
}

export function toListed({ id, email, message, createdAt, spam, held, spamReason, delivered }: MessageRow): ListedMessage {
  return { id, email, message, createdAt, spam, held, spamReason, delivered };
}
