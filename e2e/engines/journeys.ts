import { expect } from '@playwright/test';
import { wordsOf } from '../../contract/folio-words';
import { storedMessages } from '../stored-messages';
import { projectFiltersOf, skillFiltersOf } from '../any-owner/any-owner-test';
import type { E2ESite } from '../sites';
import { directionOf, sectionsOf } from '../written-out';
import { axeViolations } from './axe-in-engine';
import { waitFor, type Engine, type EngineName, type EnginePage, type PageOptions } from './engine-page';

/**
 * The visitor's journeys, written once and run in every engine (engines.spec.ts). Expectations come
 * from the content the site was built from, or from the page itself; never from the sample.
 */
export type JourneyContext = {
  engine: Engine;
  site: E2ESite;
  baseURL: string;
  /** A page of the owner's site, or of another server's (`base`, e.g. the site in several languages). */
  open: (options: PageOptions, base?: string) => Promise<EnginePage>;
  /** The site in several languages: its server's address and its pages, the default language's first. */
  languages: { baseURL: string; pages: E2ESite[] };
  /**
   * The owner's site and the fixture owners' (default language), each at its server's address:
   * between them light (the sample), system (the other owner) and dark (the one in several
   * languages), whatever content/ chooses.
   */
  owners: { site: E2ESite; baseURL: string }[];
  /**
   * Expects a clean console of a page and closes it, before a journey opens the next site's:
   * WebKitWebDriver holds one session (page) at a time.
   */
  finish: (page: EnginePage) => Promise<void>;
  /** The fixture owner who writes (issue 24): its server, and the long-form pages to read. */
  writing: { baseURL: string; paths: string[] };
  /** Figures a journey measured, for the report (deep-link offsets, scroll jumps). */
  record: (name: string, value: unknown) => void;
};
/**
 * `everyOwner`: walks several owners' sites, so it is given more time (WebKit's driver is slow).
 * `engines`: the engines it runs in, when not all of them.
 */
export type Journey = { name: string; everyOwner?: boolean; engines?: readonly EngineName[]; run: (context: JourneyContext) => Promise<void> };

export const PHONE: PageOptions = { width: 390, height: 844 };
export const DESKTOP: PageOptions = { width: 1440, height: 900 };
/** The spec: navigation lands 150 px above its target. */
const NAV_OFFSET_PX = 150;
// By its sun or moon, so it is found in any language's words.
const THEME_TOGGLE = 'header button:has(use[href$="#icon-moon"]), header button:has(use[href$="#icon-sun"])';
const MENU_TOGGLE = 'header button[aria-controls="site-menu"]';

/**
 * Clicks the nav's link to section `id` as a visitor would. An owner whose labels do not fit the
 * header's row has the nav behind the menu button at any width (decision 025), so the menu is
 * opened first when its button is on screen and closed.
 */
async function clickNavLink(page: EnginePage, id: string): Promise<void> {
  const expanded = () => page.evaluate((toggle) => document.querySelector(toggle)?.getAttribute('aria-expanded') ?? null, MENU_TOGGLE);
  const closedMenuShown = await page.evaluate((toggle) => {
    const button = document.querySelector(toggle);
    return button !== null && button.getClientRects().length > 0 && button.getAttribute('aria-expanded') !== 'true';
  }, MENU_TOGGLE);
  if (closedMenuShown) {
    await page.click(MENU_TOGGLE);
    await pollPage(page, 'menu open', expanded, (value) => value === 'true');
  }
  await page.click(`header nav a[href="#${id}"]`);
}

/** Polls a value in the page until `accept` takes it; returns the last value either way. */
async function pollPage<T>(page: EnginePage, what: string, read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  let last: T | undefined;
  try {
    return await waitFor(
      what,
      async () => {
        last = await read();
        return accept(last) ? last : undefined;
      },
      timeoutMs,
    );
  } catch {
    return last as T;
  }
}

/** Where the window should rest for `id` to sit `offset` px from the top, as far as the page allows. */
function restingScrollY(id: string, offset: number): number {
  const element = document.getElementById(id);
  if (!element) return -1;
  const top = element.getBoundingClientRect().top + window.scrollY;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return Math.min(Math.max(0, Math.round(top - offset)), max);
}

/** Resolves after the page has rendered `frames` more frames and its scroll position held still. */
/** Resolves once the page has loaded, hydrated and drawn its faces: after that, nothing it waits for can move a section. */
function loadedAndHydrated(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (document.readyState === 'complete' && document.documentElement.dataset.hydrated === 'true') void document.fonts.ready.then(() => resolve());
      else requestAnimationFrame(check);
    };
    check();
  });
}

function settled(frames: number): Promise<number> {
  return new Promise((resolve) => {
    let still = 0;
    let last = window.scrollY;
    const tick = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= frames) resolve(last);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Where a fresh load of `#id` put the section, against where the browser's own anchor jump puts
 * it (Chromium's): its top at its scroll-margin-top, unless the page cannot scroll that far.
 */
function landing(id: string): { top: number; expected: number } {
  const element = document.getElementById(id) as HTMLElement;
  const top = element.getBoundingClientRect().top;
  const documentTop = top + window.scrollY;
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  const resting = Math.min(Math.max(0, documentTop - margin), max);
  return { top: Math.round(top), expected: Math.round(documentTop - resting) };
}

/**
 * Scrolls the way a visitor does, a screen at a time, up to the top and then down to the end, and
 * returns how far what was in the middle of the screen moved beyond the scroll itself, per step.
 */
async function scrollJumps(fraction: number): Promise<number[]> {
  const frames = (count: number) =>
    new Promise<void>((resolve) => {
      let left = count;
      const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
      requestAnimationFrame(tick);
    });
  const jumps: number[] = [];
  for (const direction of [-1, 1]) {
    for (let step = 0; step < 60; step += 1) {
      const probe = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      if (!probe) break;
      const before = { y: window.scrollY, top: probe.getBoundingClientRect().top };
      window.scrollBy(0, direction * Math.round(window.innerHeight * fraction));
      await frames(4);
      const scrolled = window.scrollY - before.y;
      if (scrolled === 0) break;
      jumps.push(Math.round(probe.getBoundingClientRect().top - before.top + scrolled));
    }
  }
  return jumps;
}

/** The theme journey on one site: its first visit shows the content's `defaultTheme`. */
async function themeJourney(site: E2ESite, page: EnginePage): Promise<void> {
  await page.goto('/');
  const look = () =>
    page.evaluate(() => ({
      theme: document.documentElement.classList.contains('dark-theme') ? 'dark' : 'light',
      background: getComputedStyle(document.body).backgroundColor,
      stored: localStorage.getItem('theme'),
    }));
  // A first visit shows the owner's default; `system` is whatever this engine's system prefers.
  const choice = site.content.defaultTheme ?? 'light';
  const systemDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const first = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  const other = first === 'dark' ? 'light' : 'dark';
  const before = await look();
  expect(before, `first visit to a ${choice} site`).toMatchObject({ theme: first, stored: null });
  await page.click(THEME_TOGGLE);
  const after = await pollPage(page, `${other} theme`, look, (value) => value.theme === other);
  expect(after).toMatchObject({ theme: other, stored: `${other}-theme` });
  expect(after.background).not.toBe(before.background);
  // The served HTML names a theme only for a dark default, so that a first visit paints dark with
  // no script; light is the page without a class, and only the browser knows `system`. A stored
  // choice, then, is the inline boot script's, put there before first paint.
  const served = await page.evaluate(async () => (await (await fetch('/')).text()).match(/<html[^>]*>/u)?.[0] ?? '');
  expect(served.match(/(light|dark)-theme/gu) ?? [], `the served <html> of a ${choice} site`).toEqual(choice === 'dark' ? ['dark-theme'] : []);
  await page.reload();
  expect(await look()).toEqual(after);
  await page.click(THEME_TOGGLE);
  expect(await pollPage(page, `${first} theme`, look, (value) => value.theme === first)).toMatchObject({ stored: `${first}-theme` });
}

/**
 * axe over the long-form pages (issue 24) in one theme, at a desktop's and a phone's width: what
 * Chromium's suite checks with @axe-core/playwright (e2e/writing), here in every engine.
 */
function longFormAxeJourney(theme: 'light' | 'dark'): Journey {
  return {
    name: `axe: a post, a case study and the list of posts, in the ${theme} theme at 1440 and 390 px`,
    everyOwner: true,
    // Chromium's suite reads these pages with @axe-core/playwright already (e2e/writing).
    engines: ['firefox', 'webkit'],
    async run({ engine, writing, open, finish }) {
      for (const viewport of [DESKTOP, PHONE]) {
        // Without motion, so no colour is read half-way through its transition.
        const page = await open({ ...viewport, reducedMotion: true }, writing.baseURL);
        await page.goto(writing.paths[0] ?? '/');
        await page.evaluate((value) => localStorage.setItem('theme', value), `${theme}-theme`);
        for (const path of writing.paths) {
          await page.goto(path);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark-theme')), `${path} in the ${theme} theme`).toBe(theme === 'dark');
          expect(await axeViolations(page), `axe in ${engine.name}: ${path}, ${theme}, ${viewport.width} px`).toEqual([]);
        }
        await finish(page);
      }
    },
  };
}

export const JOURNEYS: readonly Journey[] = [
  longFormAxeJourney('light'),
  longFormAxeJourney('dark'),
  {
    name: 'first render: every section, the owner’s name, no console errors',
    async run({ engine, site, baseURL, open }) {
      const page = await open(DESKTOP);
      await page.goto('/');
      const shown = await page.evaluate(() => ({
        heading: document.querySelector('h1')?.textContent?.trim(),
        sections: Array.from(document.querySelectorAll('main section[id]'), (section) => section.id),
      }));
      expect(shown.heading).toBe(site.content.owner.name);
      expect(shown.sections).toEqual(sectionsOf(site.content));
      expect(await page.problems()).toEqual([]);
      // The page's text as the engine gives it to copy, find and read aloud: sections far off
      // screen included (WebKit leaves out what content-visibility skips).
      const text = await page.evaluate(() => document.body.innerText);
      const lastProject = (site.content.projects ?? []).at(-1)?.title ?? '';
      for (const expected of [site.content.owner.name, lastProject, site.content.owner.email]) expect(text).toContain(expected);
      expect(await page.problems()).toEqual([]);
      expect(await engine.consoleOfLoad(new URL('/', baseURL).href, DESKTOP), 'the engine’s console during a load').toEqual([]);
    },
  },
  {
    name: 'theme: the toggle switches, the choice is kept, and a reload paints it first',
    everyOwner: true,
    async run({ owners, open, finish }) {
      // On every owner, so each defaultTheme is walked whatever content/ chooses (see `owners`):
      // a change of it cannot turn this red while the page is right. Once per defaultTheme, the
      // owner's own site first: another site with the same default would add only time.
      const themeOf = ({ site }: (typeof owners)[number]) => site.content.defaultTheme ?? 'light';
      for (const { site, baseURL } of owners.filter((owner, index) => owners.findIndex((other) => themeOf(other) === themeOf(owner)) === index)) {
        const page = await open(DESKTOP, baseURL);
        await themeJourney(site, page);
        await finish(page);
      }
    },
  },
  {
    name: 'nav: each link lands 150 px above its section and marks it current',
    async run({ site, open }) {
      const page = await open(DESKTOP);
      await page.goto('/');
      const links = await page.evaluate(() => Array.from(document.querySelectorAll('header nav a[href^="#"]'), (a) => a.getAttribute('href')?.slice(1) ?? ''));
      expect(links).toEqual(site.content.nav.map((item) => item.path));
      for (const id of links) {
        // Start away from the target so the scroll really happens.
        await page.evaluate((y) => window.scrollTo(0, y), id === 'home' ? 1200 : 0);
        await clickNavLink(page, id);
        const state = () =>
          page.evaluate(
            (target, offset) => {
              const element = document.getElementById(target) as HTMLElement;
              const top = element.getBoundingClientRect().top + window.scrollY;
              const max = document.documentElement.scrollHeight - window.innerHeight;
              const expected = Math.min(Math.max(0, Math.round(top - offset)), max);
              const current = document.querySelector(`header nav a[href="#${target}"]`)?.getAttribute('aria-current');
              return { hash: location.hash, y: Math.round(window.scrollY), expected, current };
            },
            id,
            NAV_OFFSET_PX,
          );
        const landed = await pollPage(page, `#${id}`, state, (s) => s.hash === `#${id}` && Math.abs(s.y - s.expected) <= 1 && s.current === 'location');
        expect(landed.hash).toBe(`#${id}`);
        expect(Math.abs(landed.y - landed.expected), `scrollY ${landed.y}, expected ${landed.expected}`).toBeLessThanOrEqual(1);
        expect(landed.current).toBe('location');
      }
    },
  },
  {
    name: 'filters: every skill and project filter shows exactly its items',
    everyOwner: true,
    async run({ engine, owners, open, finish }) {
      // The fixture owners too: one starts its skills on All and has skills without a percentage.
      // Once per distinct set of filters: the same skills and projects again would add only time.
      // In Chromium; Firefox and WebKit walk the owner's own site, which keeps CI within its time
      // (WebKit's driver took 71 s for two sites), and the filters' logic is the same script.
      const filtersOf = ({ site }: (typeof owners)[number]) => JSON.stringify([site.content.skills, site.content.projects, site.content.skillsFilter, site.content.words]);
      const walked = engine.name === 'chromium' ? owners : owners.slice(0, 1);
      for (const { site, baseURL } of walked.filter((owner, index) => walked.findIndex((other) => filtersOf(other) === filtersOf(owner)) === index)) {
        const page = await open(DESKTOP, baseURL);
        await page.goto('/');
        const projects = site.content.projects ?? [];
        const words = wordsOf(site.content.words, site.content.lang);
        // The filter the page starts on, then each other one, then the first again; by place, as a
        // category may be worded like the "All" filter.
        const skillFilters = skillFiltersOf(site.content, words);
        for (const [step, index] of [0, ...[...skillFilters.keys()].slice(1), 0].entries()) {
          const filter = skillFilters[index] ?? { label: '', skills: [] };
          if (step > 0) await page.click(`#skills [role="group"] button:nth-child(${index + 1})`);
          const expected = {
            pressed: filter.label,
            shown: filter.skills.map((skill) => skill.name),
            // A bar only for a skill with a percentage, named by its card's heading (aria-labelledby).
            bars: filter.skills.filter((skill) => skill.percentage !== undefined).map((skill) => [skill.name, String(skill.percentage)]),
          };
          const read = () =>
            page.evaluate(() => {
              // What the visitor sees: cards of other categories are in the list but hidden.
              const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
              return {
                pressed: document.querySelector('#skills [role="group"] button[aria-pressed="true"]')?.textContent?.trim(),
                shown: Array.from(document.querySelectorAll('#skills li h3')).filter(visible).map((h) => h.textContent?.trim() ?? ''),
                bars: Array.from(document.querySelectorAll('#skills [role="progressbar"]'))
                  .filter(visible)
                  .map((bar) => [(document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').trim(), bar.getAttribute('aria-valuenow') ?? '']),
              };
            });
          const state = await pollPage(page, `skills of ${filter.label}`, read, (s) => JSON.stringify(s) === JSON.stringify(expected));
          expect(state).toEqual(expected);
        }
        const all = words.work.all;
        const filters = projectFiltersOf(projects, all);
        for (const filter of filters.length === 0 ? [] : [...filters.slice(1), all]) {
          await page.click('#work [role="group"] button', filter);
          const expected = (filter === all ? projects : projects.filter((project) => project.category === filter)).map((project) => project.title);
          const read = () => page.evaluate(() => Array.from(document.querySelectorAll('#work li h3'), (h) => h.textContent?.trim() ?? ''));
          expect(await pollPage(page, `projects of ${filter}`, read, (shown) => shown.join('\n') === expected.join('\n'))).toEqual(expected);
        }
        await finish(page);
      }
    },
  },
  {
    name: 'mobile menu: locks the page, closes on Escape and on a link',
    async run({ open }) {
      const page = await open(PHONE);
      await page.goto('/');
      const menu = () =>
        page.evaluate((toggle) => {
          const button = document.querySelector(toggle);
          return {
            expanded: button?.getAttribute('aria-expanded'),
            overflow: [getComputedStyle(document.documentElement).overflowY, getComputedStyle(document.body).overflowY],
            focusInHeader: document.activeElement?.closest('header') !== null,
            hash: location.hash,
          };
        }, MENU_TOGGLE);
      const unlocked = (await menu()).overflow;
      await page.click(MENU_TOGGLE);
      const opened = await pollPage(page, 'menu open', menu, (m) => m.expanded === 'true');
      expect(opened).toMatchObject({ expanded: 'true', overflow: ['hidden', 'hidden'], focusInHeader: true });
      await page.press('Escape');
      const closed = await pollPage(page, 'menu closed', menu, (m) => m.expanded === 'false');
      expect(closed).toMatchObject({ expanded: 'false', overflow: unlocked });
      await page.click(MENU_TOGGLE);
      await pollPage(page, 'menu open', menu, (m) => m.expanded === 'true');
      await page.click('#site-menu nav a[href="#contact"]');
      const followed = await pollPage(page, 'menu closed by a link', menu, (m) => m.expanded === 'false' && m.hash === '#contact');
      expect(followed).toMatchObject({ expanded: 'false', overflow: unlocked, hash: '#contact' });
    },
  },
  {
    name: 'contact: a message sent from the form lands in the database',
    async run({ engine, site, open }) {
      const page = await open(DESKTOP);
      await page.goto('/');
      // Outside the ASCII range, but not past U+FFFF: WebKitWebDriver drops such characters from
      // the keys it sends (emoji are stored fine; the Chromium suite sends one).
      const text = `Sent from ${engine.name} at ${Date.now()}: ¿seguimos? — Zoë`;
      const { success } = wordsOf(site.content.words, site.content.lang).form;
      await page.type('#contact input[type="email"]', `recruiter.${engine.name}@example.com`);
      await page.type('#contact textarea', text);
      await page.click('#contact button[type="submit"]');
      const status = await pollPage(
        page,
        'the form’s answer',
        () => page.evaluate(() => document.querySelector('#contact [role="status"]')?.textContent?.trim() ?? ''),
        (shown) => shown === success,
      );
      expect(status).toBe(success);
      expect(storedMessages(site).find((message) => message.message === text)).toMatchObject({ email: `recruiter.${engine.name}@example.com`, spam: false });
    },
  },
  ...[PHONE, DESKTOP].map(
    (viewport): Journey => ({
      name: `direct links: each section lands where the anchor puts it and stays (${viewport.width} px)`,
      async run({ site, open, record }) {
        const page = await open(viewport);
        const offsets: Record<string, [number, number]> = {};
        for (const [index, id] of sectionsOf(site.content).entries()) {
          // A query makes each one a fresh document, as a shared link is, not a jump within the page.
          await page.goto(`/?link=${index}#${id}`);
          await page.evaluate(settled, 10);
          const first = await page.evaluate(landing, id);
          // What may still move it: the rest of the load, the faces, the hydration (no set time).
          await page.evaluate(loadedAndHydrated);
          await page.evaluate(settled, 10);
          const later = await page.evaluate(landing, id);
          offsets[`#${id}`] = [first.top - first.expected, later.top - later.expected];
        }
        record(`landing offsets at ${viewport.width} px (px from where the anchor puts it: on load, and once loaded, hydrated and its faces drawn)`, offsets);
        const off = Object.entries(offsets).filter(([, pair]) => pair.some((offset) => Math.abs(offset) > 2));
        expect(off, 'sections that landed more than 2 px away').toEqual([]);
      },
    }),
  ),
  ...[PHONE, DESKTOP].map(
    (viewport): Journey => ({
      name: `scrolling by hand never moves what is on screen (${viewport.width} px)`,
      async run({ open, record }) {
        const page = await open(viewport);
        await page.goto('/#contact');
        await page.evaluate(settled, 10);
        const jumps = await page.evaluate(scrollJumps, 0.8);
        record(`scroll jumps at ${viewport.width} px (px per step, up then down)`, jumps);
        expect(jumps.length).toBeGreaterThan(2);
        expect(jumps.filter((jump) => Math.abs(jump) > 1), `jumps: ${jumps.join(', ')}`).toEqual([]);
      },
    }),
  ),
  {
    // A long page whose blocks above change height as they come back into view (late pictures,
    // `content-visibility`, docs/benchmark.md) moves what is on screen: here nothing may move.
    name: 'on a long post, scrolling up from its end by hand never moves what is on screen (390 px)',
    async run({ open, writing, record, finish }) {
      const page = await open(PHONE, writing.baseURL);
      await page.goto(writing.paths[0] ?? '/');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(settled, 10);
      // Once more: the end moves as the last blocks take their height.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(settled, 10);
      const jumps = await page.evaluate(scrollJumps, 0.5);
      record('scroll jumps on a post at 390 px (px per step, up then down)', jumps);
      expect(jumps.length).toBeGreaterThan(4);
      expect(jumps.filter((jump) => Math.abs(jump) > 1), `jumps: ${jumps.join(', ')}`).toEqual([]);
      await finish(page);
    },
  },
  {
    name: 'reduced motion: a nav click jumps without animating',
    async run({ open }) {
      const page = await open({ ...DESKTOP, reducedMotion: true });
      await page.goto('/');
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { __scrolls: number[] }).__scrolls = seen;
        const tick = () => {
          if (seen.at(-1) !== window.scrollY) seen.push(window.scrollY);
          requestAnimationFrame(tick);
        };
        tick();
      });
      await clickNavLink(page, 'contact');
      const expected = await page.evaluate(restingScrollY, 'contact', NAV_OFFSET_PX);
      const positions = await pollPage(
        page,
        'the jump',
        () => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls.map(Math.round)),
        (seen) => seen.at(-1) === expected,
      );
      // Where it started, where it landed, and nothing in between.
      expect(positions).toEqual([0, expected]);
    },
  },
  {
    name: 'the CV link gives a PDF',
    async run({ open }) {
      const page = await open(DESKTOP);
      await page.goto('/');
      const cv = await page.evaluate(async () => {
        const link = document.querySelector<HTMLAnchorElement>('a[download]');
        if (!link) return null;
        const response = await fetch(link.href);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { type: response.headers.get('content-type'), magic: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
      });
      expect(cv).toMatchObject({ type: 'application/pdf', magic: '%PDF-' });
      expect(cv?.size).toBeGreaterThan(1000);
    },
  },
  {
    name: '“See Project” opens the project in a new tab',
    async run({ site, open }) {
      const page = await open(DESKTOP);
      await page.goto('/');
      const first = site.content.projects?.[0];
      expect(first).toBeDefined();
      const link = await page.evaluate(() => {
        const a = document.querySelector<HTMLAnchorElement>('#work li a[target="_blank"]');
        return a ? { href: a.href, rel: a.rel } : null;
      });
      expect(link?.href).toBe(new URL(first?.link ?? '').href);
      expect(link?.rel.split(' ')).toContain('noopener');
      await page.click('#work li a[target="_blank"]');
      const opened = await pollPage(page, 'a new tab', () => page.openedWindows(), (urls) => urls.length === 1 && urls[0] === link?.href);
      expect(opened).toEqual([link?.href]);
      // The portfolio stays where it was in its own tab.
      expect(await page.evaluate(() => location.pathname)).toBe('/');
    },
  },
  {
    name: 'right to left: the Arabic page is laid out from the right, and the switcher keeps the section in another language',
    async run({ open, languages }) {
      const rtl = languages.pages.find((candidate) => directionOf(candidate.content.lang) === 'rtl');
      const other = languages.pages.find((candidate) => directionOf(candidate.content.lang) === 'ltr' && candidate.path !== '');
      expect(rtl, 'the fixture has a right-to-left language').toBeDefined();
      expect(other, 'and a second left-to-right one').toBeDefined();
      const page = await open(DESKTOP, languages.baseURL);
      await page.goto(`/${rtl?.path}`);
      const layout = await page.evaluate(() => {
        // Plain numbers: a DOMRect does not cross from the page in every engine.
        const box = (element: Element | null) => {
          const rect = element?.getBoundingClientRect();
          return { left: rect?.left ?? NaN, right: rect?.right ?? NaN };
        };
        const bar = document.querySelector('#skills li:not([hidden]) [role="progressbar"]');
        const arrow = document.querySelector('#home a[href="#skills"] svg');
        const phone = document.querySelector('a[href^="tel:"]');
        return {
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          width: window.innerWidth,
          brand: box(document.querySelector('header a')),
          track: box(bar),
          fill: box(bar?.querySelector('[data-bar-fill]') ?? null),
          arrowScale: arrow ? getComputedStyle(arrow).scale : '',
          phoneDirection: phone ? getComputedStyle(phone).direction : '',
        };
      });
      expect(layout).toMatchObject({ lang: rtl?.content.lang, dir: 'rtl', phoneDirection: 'ltr' });
      // The name and initials at the right, the bars filling from the right, the arrow pointing left.
      expect(layout.brand.left).toBeGreaterThan(layout.width / 2);
      expect(Math.abs(layout.fill.right - layout.track.right)).toBeLessThanOrEqual(1);
      expect(layout.fill.left).toBeGreaterThan(layout.track.left + 1);
      expect(layout.arrowScale).toMatch(/^-1(\s|$)/u);

      // To the Works section, then to another language: the same section, in that language.
      await page.click('header nav a[href="#work"]');
      // Once the page has scrolled there, Works is the section in view (its nav item says so).
      await waitFor('Works in view', async () => ((await page.evaluate(() => document.querySelector('header nav a[href="#work"]')?.getAttribute('aria-current'))) ? true : undefined));
      await page.click('header summary');
      await page.click(`header a[hreflang="${other?.content.lang}"]`);
      const landed = await waitFor('the other language’s page', async () => {
        const state = await page
          .evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, path: location.pathname, hash: location.hash, hydrated: document.documentElement.dataset.hydrated === 'true' }))
          .catch(() => undefined);
        return state?.lang === other?.content.lang && state?.hydrated ? state : undefined;
      });
      expect(landed).toMatchObject({ dir: 'ltr', path: `/${other?.path}`, hash: '#work' });
      const workTop = await pollPage(
        page,
        'the Works section in view',
        () => page.evaluate(() => Math.round(document.getElementById('work')?.getBoundingClientRect().top ?? NaN)),
        (top) => top >= 0 && top < 400,
      );
      expect(workTop).toBeGreaterThanOrEqual(0);
      expect(workTop).toBeLessThan(400);
    },
  },
];
