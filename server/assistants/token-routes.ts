import type { Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { TOKEN_LIFETIMES_DAYS, TOKEN_NAME_FALLBACK, TOKEN_NAME_MAX, TOKEN_SCOPES } from '../../contract/assistants';
import { OWNER_API, OWNER_PATHS } from '../../contract/owner-api';
import { AUTH_ERRORS, clientOf, error, jsonBody, ownerName, type AuthDeps } from '../owner/auth/auth-context';
import { refusedStepUp } from '../owner/auth/step-up';
import { authenticationResponse } from '../owner/auth/webauthn';
import { recordEvent } from '../owner/auth/security-log';
import { createToken, listTokens, revokeToken, tokenDetail } from '../owner/auth/assistant-tokens';

const newToken = z.object({
  // Cleaned as a passkey's name is, as `npm run owner -- tokens add` cleans it.
  name: ownerName(TOKEN_NAME_MAX, TOKEN_NAME_FALLBACK),
  scope: z.enum(TOKEN_SCOPES),
  days: z.union(TOKEN_LIFETIMES_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<number>, z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]),
  // The owner's confirmation (step-up.ts); checked after the shape, so a wrong form says what it lacks.
  response: authenticationResponse.optional(),
});

/**
 * The owner's assistant tokens under /owner/api (contract/owner-api.ts), behind the sign-in's
 * guard: list, make (the token in the answer this once, after the owner confirms with a passkey),
 * revoke. Each change is in the sign-in activity, with the token's scope and expiry.
 */
export function mountTokenRoutes(app: Hono, deps: AuthDeps & { guard: MiddlewareHandler }): void {
  const { sql, now, guard } = deps;
  app.get(OWNER_PATHS.assistantTokens, guard, async (c) => c.json({ tokens: await listTokens(sql) }, 200));

  app.post(OWNER_PATHS.assistantTokens, guard, async (c) => {
    const body = await jsonBody(c, deps, newToken);
    if (!body) return error(c, 400, `Give a name, a scope (${TOKEN_SCOPES.join(' or ')}) and a lifetime of ${TOKEN_LIFETIMES_DAYS.join(', ')} days.`);
    const refused = await refusedStepUp(c, deps, body.response, { doing: 'making an assistant token', refusal: AUTH_ERRORS.stepUpToken });
    if (refused) return refused;
    const made = await createToken(sql, { name: body.name, scope: body.scope, days: body.days, madeBy: 'page' }, now());
    await recordEvent(sql, 'assistant-token-created', tokenDetail(made), clientOf(c, deps), now());
    return c.json(made, 201);
  });

  app.delete(`${OWNER_API}/assistant-tokens/:id`, guard, async (c) => {
    const id = Number(c.req.param('id'));
    const revoked = Number.isSafeInteger(id) && id > 0 ? await revokeToken(sql, id, now()) : undefined;
    if (!revoked) return error(c, 404, 'There is no such token (it may have been revoked already).');
    await recordEvent(sql, 'assistant-token-revoked', tokenDetail(revoked), clientOf(c, deps), now());
    return c.body(null, 204);
  });
}
