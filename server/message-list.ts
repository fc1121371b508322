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
  /** True only when the message was queued for at least one channel and every one accepted it. */
  delivered: boolean;
};

/** A listed message plus what the table and the summary need to be honest about delivery. */
export type MessageRow = ListedMessage & {
  /** Channels the message was queued for; 0 when no notification was configured when it arrived. */
  channels: number;
  attempts: number;
  lastError: string | undefined;
};

type RawRow = { id: number; email: string; message: string; createdAt: string; spam: number; channels: number; deliveredCount: number; attempts: number; lastError: string | null };

/** The listing query, in SQL both SQLite and PostgreSQL read (counts cast: PostgreSQL's are 64-bit). */
const LIST_QUERY = `SELECT m.id, m.email, m.message, m.created_at AS "createdAt", m.spam,
         CAST(count(d.channel) AS INTEGER) AS channels, CAST(count(d.delivered_at) AS INTEGER) AS "deliveredCount",
         coalesce(max(d.attempts), 0) AS attempts,
         max(CASE WHEN d.delivered_at IS NULL THEN d.last_error END) AS "lastError"
  FROM messages m LEFT JOIN deliveries d ON d.message_id = m.id
  GROUP BY m.id
  ORDER BY m.created_at DESC, m.id DESC`;

/** Every message, newest first. */
export function listMessages(db: Database.Database): MessageRow[] {
  const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('messages', 'deliveries')").get() as { n: number };
  if (tables.n < 2) return [];
  return (db.prepare(LIST_QUERY).all() as RawRow[]).map(toRow);
}

/** Every message in a PostgreSQL database, newest first (`DATABASE_URL`); none before the first. */
export async function listPostgresMessages(url: string): Promise<MessageRow[]> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [found] = await sql<{ n: number }[]>`SELECT CAST(count(*) AS INTEGER) AS n FROM pg_tables WHERE tablename IN ('messages', 'deliveries')`;
    if ((found?.n ?? 0) < 2) return [];
    return (await sql.unsafe<RawRow[]>(LIST_QUERY)).map(toRow);
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
  const tables = await d1Query<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('messages', 'deliveries')", target);
  if ((tables[0]?.n ?? 0) < 2) return [];
  return (await d1Query<RawRow>(LIST_QUERY, target)).map(toRow);
}

function d1Query<T>(command: string, { remote, persistTo }: D1Target): Promise<T[]> {
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
        const [result] = JSON.parse(stdout) as [{ results: T[] }];
        resolve(result.results);
      } catch {
        reject(new Error('wrangler did not answer with the rows as JSON'));
      }
    });
  });
}

function toRow(row: RawRow): MessageRow {
  return {
    id: row.id,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt,
    spam: row.spam === 1,
    delivered: row.channels > 0 && row.deliveredCount === row.channels,
    channels: row.channels,
    attempts: row.attempts,
    lastError: row.lastError ?? undefined,
  };
}

export function toListed({ id, email, message, createdAt, spam, delivered }: MessageRow): ListedMessage {
  return { id, email, message, createdAt, spam, delivered };
}
