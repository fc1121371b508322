import type { EndedEverywhere } from '../../../contract/owner-api';
import type { SqlRunner } from '../../stores/sql-runner';
import { listTokens, revokePageTokens } from './assistant-tokens';
import { endAllSessions } from './session-store';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What "sign out everywhere" and removing a passkey do, from the page or the shell (decision 057):
 * every session ends and every token made on the page is revoked, since a stolen session cookie
 * could have made them. Tokens made with `npm run owner` stay: making one needed the machine, not
 * a cookie. Counted before, not from the changes, which wrangler's local D1 does not give.
 */
export async function endEverywhere(sql: SqlRunner, now: number): Promise<EndedEverywhere> {
  const [live] = await sql.all<{ n: number | string }>('SELECT CAST(count(*) AS INTEGER) AS n FROM owner_sessions');
  await endAllSessions(sql);
  const tokensRevoked = await revokePageTokens(sql, now);
  const tokensLeft = (await listTokens(sql)).filter((token) => Date.parse(token.expiresAt) > now);
  return { sessionsEnded: Number(live?.n ?? 0), tokensRevoked, tokensLeft };
}

/** The sign-in activity's words for it: "2 sessions ended, 1 token made on the page revoked". */
export function endedDetail(ended: EndedEverywhere): string {
  return `${plural(ended.sessionsEnded, 'session', 'sessions')} ended, ${plural(ended.tokensRevoked, 'token', 'tokens')} made on the page revoked`;
}
