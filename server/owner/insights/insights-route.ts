import type { Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { OWNER_PATHS } from '../../../contract/owner-api';
import type { MessageStore } from '../../stores/message-store';
import { readInsights } from './insights-read';

export type InsightsOptions = {
  store: Pick<MessageStore, 'sql'>;
  /** The owner's session check (the sign-in's); nothing below runs without it passing. */
  guard: MiddlewareHandler;
  now?: () => number;
};

/** How far back the owner can look: the days kept are all there are, but a year is what a chart reads. */
export const MAX_DAYS = 365;
export const DEFAULT_DAYS = 30;

const query = z.object({ days: z.coerce.number().int().min(1).max(MAX_DAYS).default(DEFAULT_DAYS) });

/** `GET OWNER_PATHS.insights?days=30`: the owner's `Insights`, every day of the range present. */
export function mountInsights(app: Hono, options: InsightsOptions): void {
  const now = options.now ?? Date.now;
  app.get(OWNER_PATHS.insights, options.guard, async (c) => {
    const headers = { 'Cache-Control': 'no-store' };
    const parsed = query.safeParse({ days: c.req.query('days') });
    if (!parsed.success) return c.json({ error: `Ask for 1 to ${MAX_DAYS} days (?days=30).` }, 400, headers);
    return c.json(await readInsights(options.store.sql, now(), parsed.data.days), 200, headers);
  });
}
