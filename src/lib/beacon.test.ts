// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BEACON_PATH, SERVED_BY_FOLIO as SERVICE_TIMING, type Beacon } from '../../contract/owner-api';
import { BEACON_URL, SERVED_BY_FOLIO, startBeacon } from './beacon';

type Sent = { url: string; beacon: Beacon };

/**
 * A page of its own (a fresh document, so each case has its own listeners) at /de/, with
 * `sendBeacon` recorded and the privacy signals given.
 */
function page(options: { gpc?: boolean; dnt?: string; referrer?: string; html?: string; served?: string[] } = {}) {
  const document = window.document.implementation.createHTMLDocument('Ana');
  document.documentElement.lang = 'de';
  document.body.innerHTML = options.html ?? '';
  Object.defineProperty(document, 'referrer', { value: options.referrer ?? '' });
  // Counted on the click; jsdom cannot follow a link to another document.
  document.addEventListener('click', (event) => event.preventDefault());
  const sent: Sent[] = [];
  const navigator = {
    sendBeacon: (url: string, body: string) => sent.push({ url, beacon: JSON.parse(body) as Beacon }) > 0,
    globalPrivacyControl: options.gpc,
    doNotTrack: options.dnt ?? null,
  };
  // What the navigation's Server-Timing said: folio's service serves its pages with `folio`.
  const performance = { getEntriesByType: (type: string) => (type === 'navigation' ? [{ serverTiming: (options.served ?? [SERVED_BY_FOLIO]).map((name) => ({ name })) }] : []) };
  return { window: { document, navigator, performance, location: { pathname: '/de/' } } as unknown as Window, document, sent };
}

const MARKUP = `
  <a id="cv" href="/resume.pdf" download data-insight="cv"><span>Download CV</span></a>
  <ul data-insight="social-link"><li><a id="github" href="https://github.com/ana">GitHub</a></li></ul>
  <li data-insight="project-link"><img id="picture" alt=""><a id="project" href="https://shop.example">See project</a></li>
  <a id="plain" href="#skills">My skills</a>
  <form><input id="email"><textarea id="message"></textarea></form>`;

describe('the insights beacon', () => {
  it('sends nothing from a page no folio service served (a static host, a preview): nobody would count it', () => {
    for (const served of [[], ['cdn-cache']]) {
      const { window, document, sent } = page({ html: MARKUP, served });
      expect(startBeacon(window)).toBe(false);
      document.getElementById('cv')?.click();
      expect(sent).toEqual([]);
    }
  });

  it('reports the view, to the service’s beacon path, with the page’s path, language and referrer', () => {
    const { window, sent } = page({ referrer: 'https://news.example.org/item' });
    expect(startBeacon(window)).toBe(true);
    expect(BEACON_URL).toBe(BEACON_PATH);
    expect(SERVED_BY_FOLIO).toBe(SERVICE_TIMING);
    expect(sent).toEqual([{ url: BEACON_PATH, beacon: { kind: 'view', path: '/de/', lang: 'de', referrer: 'https://news.example.org/item' } }]);
  });

  it('sends nothing at all under Global Privacy Control or Do Not Track', () => {
    for (const signals of [{ gpc: true }, { dnt: '1' }]) {
      const { window, document, sent } = page({ ...signals, html: MARKUP });
      expect(startBeacon(window)).toBe(false);
      document.getElementById('cv')?.click();
      expect(sent).toEqual([]);
    }
    // Do Not Track unset ("unspecified") or "0" is no refusal.
    const { window, sent } = page({ gpc: false, dnt: '0' });
    startBeacon(window);
    expect(sent).toHaveLength(1);
  });

  it('reports a click on a marked link as its action, once per click, and nothing for other clicks', () => {
    const { window, document, sent } = page({ html: MARKUP });
    startBeacon(window);
    for (const id of ['cv', 'github', 'project', 'plain', 'picture']) document.getElementById(id)?.click();
    document.querySelector('#cv span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('project')?.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(sent.map((s) => s.beacon.kind)).toEqual(['view', 'cv', 'social-link', 'project-link', 'cv', 'project-link']);
    expect(sent.slice(1).every((s) => s.beacon.referrer === undefined && s.beacon.path === '/de/')).toBe(true);
  });

  it('reports the form started on its first input only', () => {
    const { window, document, sent } = page({ html: MARKUP });
    startBeacon(window);
    for (const id of ['email', 'email', 'message']) document.getElementById(id)?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(sent.map((s) => s.beacon.kind)).toEqual(['view', 'form-started']);
  });
});
