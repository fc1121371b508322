import type { Context } from 'hono';
import * as z from 'zod';
import type { RequestSource } from '../../http/request-source';
import { clientAddress } from '../../http/client-address';
import { readBody } from '../../http/read-body';
import type { SqlRunner } from '../../stores/sql-runner';
import { AUTH_BODY_MAX_BYTES } from './auth-limits';
import type { OwnerSite } from './owner-origin';
import type { Session } from './session-store';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the owner's guard: the session the request came with. */
    ownerSession: Session;
    /** Set for every /owner/api request: the origin the owner's pages are on. */
    ownerSite: OwnerSite;
  }
}

/** What every owner route is built with. */
export type AuthDeps = {
  sql: SqlRunner;
  source: RequestSource;
  trustProxy: boolean;
  now: () => number;
};

/** The answers' texts, shown by the page as they are. */
export const AUTH_ERRORS = {
  signedOut: 'Sign in to continue.',
  crossSite: 'This request did not come from the owner\'s page on this site, so it was refused.',
  insecure: 'The owner\'s pages need HTTPS (plain http works only on localhost). Set OWNER_ORIGIN if a proxy serves HTTPS in front.',
  invite: 'This invite link cannot be used: it may be mistyped, used already or expired. Make a new one with npm run owner -- invite.',
  signIn: 'That passkey did not sign you in. Try again, or use another passkey.',
  passkey: 'That passkey could not be added. Try again.',
  stepUp: 'Confirm it is you with a passkey you already have before adding another.',
  stepUpRemove: 'Confirm it is you with one of your passkeys before removing one.',
  stepUpToken: 'Confirm it is you with one of your passkeys before making a token.',
  tooMany: (seconds: number) => `Too many failed attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
  body: 'The request is not what this address takes.',
  notFound: 'There is no such passkey.',
  lastPasskey: 'This is your only passkey: add another one before removing it, or you could not sign in again.',
} as const;

export const error = (c: Context, status: 400 | 401 | 403 | 404 | 409 | 429, text: string, headers?: Record<string, string>) =>
  c.json({ error: text }, status, headers);

/** The address the limit and the events name, as the message API reads it (TRUST_PROXY). */
export function clientOf(c: Context, deps: AuthDeps): string {
  return clientAddress(deps.source.peer(c), c.req.header('x-forwarded-for'), deps.trustProxy);
}

/** The JSON body checked against `schema`; undefined when it is too large, not JSON or not that shape. */
export async function jsonBody<T>(c: Context, deps: AuthDeps, schema: z.ZodType<T>): Promise<T | undefined> {
  const body = await (deps.source.body?.(c, AUTH_BODY_MAX_BYTES) ?? readBody(c.req.raw, AUTH_BODY_MAX_BYTES));
  if (body.kind !== 'text') return undefined;
  try {
    const parsed = schema.safeParse(body.text === '' ? {} : JSON.parse(body.text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A name the owner types (a passkey's, an assistant token's): no control or format characters, trimmed, at most `max`, `fallback` when nothing is left. */
export function cleanName(name: string, max: number, fallback: string): string {
  return name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, max) || fallback;
}

/** cleanName as a body's field: a few times `max` is read, for names cut to it. */
export const ownerName = (max: number, fallback: string) =>
  z
    .string()
    .max(max * 4)
    .transform((name) => cleanName(name, max, fallback));
