import * as z from 'zod';
import type { Beacon } from '../../../contract/owner-api';

/** What a beacon may weigh: the page sends about 150 bytes; anything past this is not a beacon. */
export const BEACON_MAX_BYTES = 1024;

/** The kinds a page reports, and `resume-json`, which the service counts itself (a GET of resume.json). */
export const BEACON_KINDS = ['view', 'cv', 'project-link', 'social-link', 'form-started', 'form-sent'] as const satisfies readonly Beacon['kind'][];
export type ActionKind = Exclude<Beacon['kind'], 'view'> | 'resume-json';
/** Every action, in the order the owner's page lists them. */
export const ACTION_KINDS = ['cv', 'resume-json', 'project-link', 'social-link', 'form-started', 'form-sent'] as const satisfies readonly ActionKind[];

/**
 * A beacon as the page sends it (src/lib/beacon.ts). The path is a page's path and the language a
 * BCP 47 tag, so what ends up as a key in the counts is something a page could be, never free text.
 */
export const beaconSchema = z.object({
  kind: z.enum(BEACON_KINDS),
  path: z
    .string()
    .max(300)
    .regex(/^\/[\w\-./~%@+]*$/u),
  lang: z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/u),
  referrer: z.string().max(600).optional(),
});

/**
 * Known robots and automation by their user agent, the short list every counter starts from: they
 * fetch pages, some run their script, none is a reader. (Chromium headless says "HeadlessChrome".)
 */
const BOT = /bot|crawl|spider|slurp|headless|lighthouse|curl|wget|python-requests|python-urllib|go-http-client|java\/|okhttp|axios|node-fetch|undici|phantomjs|puppeteer|playwright|scrapy|httpclient|preview|facebookexternalhit|embedly|pingdom|uptime/iu;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

/** `Sec-GPC: 1` (Global Privacy Control) or `DNT: 1`: the visitor asked not to be counted. */
export function optedOut(header: (name: string) => string | undefined): boolean {
  return header('sec-gpc')?.trim() === '1' || header('dnt')?.trim() === '1';
}

/** Whether a request is one that is counted at all (the page checks the same in the browser). */
export function counted(header: (name: string) => string | undefined): boolean {
  return !optedOut(header) && !isBot(header('user-agent'));
}

/**
 * The referrer's host, kept only when it is another site's: a visitor who came from this site's
 * own pages (or the API's, or an allowed origin's) came from nowhere new. Lower case, no port.
 */
export function referrerHost(referrer: string | undefined, ownHosts: ReadonlySet<string>): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase();
  return host === '' || ownHosts.has(host) ? undefined : host;
}

/**
 * Whether a beacon came from this site's own page: no Origin (a browser sends one with every POST,
 * so only a non-browser client leaves it out, and its rate is bounded), this host, or an allowed
 * origin. Any other Origin is another site's, `null` included: a sandboxed frame, a data: URL or a
 * redirect across sites says `null`, and any site can make its visitors' browsers send that.
 */
export function fromThisSite(origin: string | undefined, requestHost: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  const host = origin === 'null' ? undefined : hostOf(origin);
  return host !== undefined && host === requestHost;
}

/** A URL's host, or undefined when it is not one. */
export function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The day a moment falls on, UTC, as `YYYY-MM-DD`. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
