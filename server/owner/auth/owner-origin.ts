import type { Context } from 'hono';
import { SESSION_ABSOLUTE_MS } from './auth-limits';

/**
 * Whose origin the owner's pages are on, and the cookie that suits it. The passkeys are bound to
 * it (its host is the WebAuthn RP ID), so behind a proxy that terminates TLS, OWNER_ORIGIN says
 * what the browser sees; otherwise the request's own URL does.
 */
export type OwnerSite = {
  origin: string;
  rpId: string;
  /** HTTPS: `__Host-` and Secure. Plain http is only for localhost, and gets neither. */
  secure: boolean;
  cookieName: string;
};

export const SECURE_COOKIE = '__Host-folio-owner';
export const LOCAL_COOKIE = 'folio-owner';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The site for this request; undefined when it is plain http on a host other than localhost (no session goes over that). */
export function ownerSite(c: Context, configured: string | undefined): OwnerSite | undefined {
  const url = new URL(configured ?? c.req.url);
  const secure = url.protocol === 'https:';
  if (!secure && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) return undefined;
  return { origin: url.origin, rpId: url.hostname.replace(/^\[|\]$/gu, ''), secure, cookieName: secure ? SECURE_COOKIE : LOCAL_COOKIE };
}

/** The session's token from this site's cookie only: a `__Host-` site never reads the plain name, which any subdomain could set. */
export function sessionToken(c: Context, site: OwnerSite): string | undefined {
  const header = c.req.header('cookie') ?? '';
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== site.cookieName) continue;
    const value = part.slice(at + 1).trim();
    if (/^[A-Za-z0-9_-]{43}$/u.test(value)) return value;
  }
  return undefined;
}

/** Set-Cookie for a new session: kept across a browser restart for the absolute lifetime; the server ends it earlier when idle. */
export function sessionCookie(site: OwnerSite, token: string): string {
  return `${site.cookieName}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_ABSOLUTE_MS / 1000}${site.secure ? '; Secure' : ''}`;
}

/** Set-Cookie that clears it. */
export function clearedCookie(site: OwnerSite): string {
  return `${site.cookieName}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${site.secure ? '; Secure' : ''}`;
}
