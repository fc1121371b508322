import type { Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { TOKEN_LIFETIMES_DAYS, TOKEN_NAME_FALLBACK, TOKEN_NAME_MAX, TOKEN_SCOPES } from '../../contract/assistants';
import { OWNER_API, OWNER_PATHS } from '../../contract/owner-api';
import { clientOf, error, jsonBody, ownerName, type AuthDeps } from '../owner/auth/auth-context';
import { recordEvent } from '../owner/auth/security-log';
import { createToken, listTokens, revokeToken } from '../owner/auth/assistant-tokens';

const newToken = z.object({
  // Cleaned as a passkey's name is, as `npm run owner -- tokens add` cleans it.
  name: ownerName(TOKEN_NAME_MAX, TOKEN_NAME_FALLBACK),
  scope: z.enum(TOKEN_SCOPES),
  days: z.union(TOKEN_LIFETIMES_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<number>, z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]),
});

/**
 * The owner's assistant tokens under /owner/api (contract/owner-api.ts), behind the sign-in's
 * guard: list, make (the token in the answer this once), revoke. Each change is in the sign-in activity.
 */
export function mountTokenRoutes(app: Hono, deps: AuthDeps & { guard: MiddlewareHandler }): void {
  const { sql, now, guard } = deps;
  app.get(OWNER_PATHS.assistantTokens, guard, async (c) => c.json({ tokens: await listTokens(sql) }, 200));

  app.post(OWNER_PATHS.assistantTokens, guard, async (c) => {
    const body = await jsonBody(c, deps, newToken);
    if (!body) return error(c, 400, `Give a name, a scope (${TOKEN_SCOPES.join(' or ')}) and a lifetime of ${TOKEN_LIFETIMES_DAYS.join(', ')} days.`);
    const made = await createToken(sql, body, now());
    await recordEvent(sql, 'assistant-token-created', `${made.name} (${made.scope})`, clientOf(c, deps), now());
    return c.json(made, 201);
  });

  app.delete(`${OWNER_API}/assistant-tokens/:id`, guard, async (c) => {
    const id = Number(c.req.param('id'));
    const revoked = Number.isSafeInteger(id) && id > 0 ? await revokeToken(sql, id, now()) : undefined;
    if (!revoked) return error(c, 404, 'There is no such token (it may have been revoked already).');
    await recordEvent(sql, 'assistant-token-revoked', revoked.name, clientOf(c, deps), now());
    return c.body(null, 204);
  });
}
