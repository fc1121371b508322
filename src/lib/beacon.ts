import type { Beacon } from '../../contract/owner-api';
import { FORM_SENT_EVENT } from './beacon-events';

/**
 * BEACON_PATH (contract/owner-api.ts) on the message service: same-origin /api unless the site was
 * built with VITE_API_HOST, as send-message.ts reaches it. Written out rather than imported: the
 * contract's module brings the owner's paths into this chunk with it (beacon.test.ts holds the two equal).
 */
export const BEACON_SUFFIX = '/v1/hit';
export const BEACON_URL = `${(import.meta.env.VITE_API_HOST || '/api').replace(/\/+$/u, '')}${BEACON_SUFFIX}`;

/**
 * What folio's service says in each page it serves (`Server-Timing: folio`, server/site/static-site.ts):
 * a page on a host without the service (a static host, a preview) has nobody to count it, and
 * beacons there would only fail, so none is sent unless VITE_API_HOST names the service.
 */
export const SERVED_BY_FOLIO = 'folio';

/** The attribute that names what a click on a link inside it counts as: a Beacon `kind` (cv, project-link, social-link). */
export const INSIGHT_ATTRIBUTE = 'data-insight';

type Privacy = Navigator & { globalPrivacyControl?: boolean };

/** Whether the service is there to count: named at build time, or the one that served this page. */
function serviceThere(win: Window): boolean {
  if (import.meta.env.VITE_API_HOST) return true;
  const [navigation] = (win.performance?.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.some((entry) => entry.name === SERVED_BY_FOLIO) ?? false;
}

/**
 * The insights' beacon, loaded after the page's `load` when the browser is idle (entry-client.tsx),
 * in a chunk of its own. It reports the view, then what the visitor does, by one delegated listener
 * per event: a click on a link inside `[data-insight]` (the CV, a project, a profile), the contact
 * form's first input and its success. Plain text JSON through `sendBeacon`, so no CORS preflight and
 * nothing the page waits for; no cookie, no storage. Nothing at all when the visitor asked not to
 * be tracked (Global Privacy Control, Do Not Track), nor where no service counts. Returns whether it reports.
 */
export function startBeacon(win: Window = window): boolean {
  const nav = win.navigator as Privacy;
  if (nav.globalPrivacyControl === true || nav.doNotTrack === '1' || typeof nav.sendBeacon !== 'function' || !serviceThere(win)) return false;
  const doc = win.document;
  const send = (kind: Beacon['kind']) => {
    const beacon: Beacon = { kind, path: win.location.pathname, lang: doc.documentElement.lang || 'und' };
    if (kind === 'view' && doc.referrer) beacon.referrer = doc.referrer;
    nav.sendBeacon(BEACON_URL, JSON.stringify(beacon));
  };

  send('view');
  // Middle clicks open links too. In the capture phase: a section's own handler cannot hide the click.
  const onClick = (event: Event) => {
    const kind = (event.target as Element).closest?.('a')?.closest(`[${INSIGHT_ATTRIBUTE}]`)?.getAttribute(INSIGHT_ATTRIBUTE);
    if (kind) send(kind as Beacon['kind']);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('auxclick', onClick, true);
  const onInput = (event: Event) => {
    if (!(event.target as Element).closest?.('form')) return;
    doc.removeEventListener('input', onInput, true);
    send('form-started');
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener(FORM_SENT_EVENT, () => send('form-sent'));
  return true;
}
