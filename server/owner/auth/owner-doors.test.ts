import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MCP_PATH } from '../../../contract/assistants';
import { OWNER_PATHS } from '../../../contract/owner-api';
import { enrolledOwner, type OwnerApp } from '../../testing/owner-app';
import type { OwnerBrowser } from '../../testing/owner-browser';
import type { SoftAuthenticator } from '../../testing/soft-authenticator';
import { EVENTS_KEEP_MS, FAILED_ATTEMPTS_MAX, FAILED_ATTEMPTS_WINDOW_MS, FAILURE_EVENTS_KEEP_MS, FAILURES_LISTED_PER_WINDOW } from './auth-limits';

/**
 * The red team of the owner's doors on a SQLite file: wrong assistant tokens from many
 * addresses, a page on another site, and what strangers' failures leave in the database.
 */
let service: OwnerApp;
let owner: OwnerBrowser;
let laptop: SoftAuthenticator;
beforeEach(async () => {
  ({ service, owner, laptop } = await enrolledOwner());
});
afterEach(() => service.close());

const count = async (table: string) => Number((await service.rows<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

/** A call to the MCP endpoint with `token`, from `peer`, as an assistant (or an attacker) sends it. */
const withToken = (token: string, peer: string, origin?: string) =>
  service.app.request(`http://localhost${MCP_PATH}`, {
    method: 'POST',
    headers: { 'X-Test-Peer': peer, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...(origin ? { Origin: origin } : {}) },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

describe('the red team of the owner\'s doors (decision 057)', () => {
  it('wrong tokens from rotating addresses add a bounded number of rows, and the owner reads their total', async () => {
    const addresses = 200;
    for (let n = 0; n < addresses; n += 1) {
      service.clock.now += 1000;
      expect((await withToken(`folio_guess${n}`, `198.51.${100 + (n >> 8)}.${n & 255}`)).status).toBe(401);
    }
    // Before, each try was a row of its own in the failures and in the year-long activity.
    expect(await count('owner_events')).toBeLessThanOrEqual(FAILURES_LISTED_PER_WINDOW + 1 + 2);
    expect(await service.rows('SELECT count FROM owner_failures WHERE client = \'*\'')).toEqual([{ count: addresses }]);

    // The next window clears the counts and says what the last one held.
    service.clock.now += FAILED_ATTEMPTS_WINDOW_MS;
    expect((await withToken('folio_again', '192.0.2.99')).status).toBe(401);
    expect(await count('owner_failures')).toBe(2);
    const events = (await (await owner.call(OWNER_PATHS.events)).json()) as { events: { detail: string; client: string | null }[] };
    expect(events.events.map((event) => event.detail)).toContain(`${addresses} failed attempts in the 15 min from 2026-11-24 09:00 UTC, ${FAILURES_LISTED_PER_WINDOW} of them listed`);
  });

  it('a page on another site cannot make the owner\'s browser lock the owner out: wrong tokens never count against sign-in', async () => {
    // The browser's preflight for Authorization from another origin is not allowed: it never sends the header.
    const preflight = await service.app.request(`http://localhost${MCP_PATH}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/u)).not.toContain('authorization');
    // And should a client send them anyway, from the owner's own address: the token door locks, the sign-in does not.
    for (let n = 0; n <= FAILED_ATTEMPTS_MAX; n += 1) await withToken(`folio_wrong${n}`, '203.0.113.10', 'https://evil.example');
    expect((await withToken('folio_wrong', '203.0.113.10')).status).toBe(429);
    expect((await owner.signIn(laptop)).status).toBe(200);
    expect((await owner.call(OWNER_PATHS.signInOptions, { body: {} })).status).toBe(200);
  });

  it('keeps strangers\' failures a month and the owner\'s own events a year', async () => {
    service.clock.now += 1000;
    expect((await withToken('folio_wrong', '198.51.100.1')).status).toBe(401);
    service.clock.now += FAILURE_EVENTS_KEEP_MS;
    expect((await withToken('folio_wrong', '198.51.100.2')).status).toBe(401);
    const kinds = await service.rows<{ kind: string; client: string | null }>('SELECT kind, client FROM owner_events ORDER BY id');
    // A wrong token is named as such, never as a failed sign-in, which would read as the owner's own.
    expect(kinds.filter((event) => event.kind === 'assistant-token-refused').map((event) => event.client)).toEqual(['198.51.100.2']);
    expect(kinds.some((event) => event.kind === 'sign-in-failed')).toBe(false);
    expect(kinds.some((event) => event.kind === 'invite-used')).toBe(true);
    expect(FAILURE_EVENTS_KEEP_MS).toBeLessThan(EVENTS_KEEP_MS);
  });
});
