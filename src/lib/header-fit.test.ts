// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_FIT_ATTRIBUTE, HEADER_FIT_PENDING, HEADER_ROW_ATTRIBUTE, headerFitScript, navIsInline, type HeaderFit } from './header-fit';

/**
 * jsdom lays nothing out, so the row is given widths: each child's width at each level (0: not
 * shown), as the stylesheet would lay it out, and the row's own width.
 */
type Child = Record<HeaderFit, number> & { absolute?: boolean };

function header(children: Child[], rowWidth: number, { gap = 16, padding = 32 } = {}) {
  document.body.innerHTML = `<style>:root[${HEADER_FIT_ATTRIBUTE}=menu] .panel, :root[${HEADER_FIT_ATTRIBUTE}=compact] .panel { position: absolute }</style>`;
  const row = document.createElement('div');
  row.setAttribute(HEADER_ROW_ATTRIBUTE, '');
  const level = (): HeaderFit => {
    const fit = document.documentElement.getAttribute(HEADER_FIT_ATTRIBUTE);
    return fit === 'initials' || fit === 'menu' || fit === 'compact' ? fit : 'full';
  };
  for (const child of children) {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ width: child[level()] }) as DOMRect;
    // As the open menu's panel: over the page below the row once the nav is in the menu.
    if (child.absolute) element.className = 'panel';
    row.append(element);
  }
  row.style.columnGap = `${gap}px`;
  row.style.paddingLeft = row.style.paddingRight = `${padding}px`;
  Object.defineProperty(row, 'clientWidth', { get: () => rowWidth, configurable: true });
  document.body.append(row);
  return {
    resize: (width: number) => {
      rowWidth = width;
    },
  };
}

/** The window listeners each script added, taken away after each test so none outlives its own. */
let added: [string, EventListenerOrEventListenerObject][] = [];

/** Runs the inline script, as the page does right after the row; returns the ResizeObserver's callback, once there is one. */
function boot(): { observer: () => (() => void) | undefined } {
  let callback: (() => void) | undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(run: () => void) {
        callback = run;
      }
      observe() {}
    },
  );
  run();
  return { observer: () => callback };
}

/** The script, its window listeners recorded. */
function run(): void {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
    added.push([type, listener]);
    add(type, listener);
  });
  new Function(headerFitScript())();
}

const fit = () => document.documentElement.getAttribute(HEADER_FIT_ATTRIBUTE);

// The name, the nav (in the row only at `full`), the controls (the menu button from `menu` on).
const NAME = { full: 300, initials: 40, menu: 300, compact: 40 };
const NAV = { full: 600, initials: 600, menu: 0, compact: 0 };
const CONTROLS = { full: 150, initials: 150, menu: 190, compact: 190 };

describe('the header fit script', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const [type, listener] of added) window.removeEventListener(type, listener);
    added = [];
    document.documentElement.removeAttribute(HEADER_FIT_ATTRIBUTE);
    vi.unstubAllGlobals();
  });

  it('keeps the nav in the row when everything fits, with the gaps and inside the padding', () => {
    // 300 + 600 + 150 + 2 gaps of 16 = 1082, in 1150 - 64 = 1086.
    header([NAME, NAV, CONTROLS], 1150);
    boot();
    expect(fit()).toBe('full');
  });

  it('fits the row where it stands, from the pending state the head set, before anything else of the page is parsed', () => {
    document.documentElement.setAttribute(HEADER_FIT_ATTRIBUTE, HEADER_FIT_PENDING);
    header([NAME, NAV, CONTROLS], 1100);
    boot();
    expect(fit()).toBe('initials');
  });

  it('hides the name before the nav, then moves the nav to the menu when even that would not fit, and back as the window grows', () => {
    const row = header([NAME, NAV, CONTROLS], 1100);
    // Until the page has loaded, the window's resize events refit it.
    boot();
    expect(fit()).toBe('initials');
    row.resize(800);
    window.dispatchEvent(new Event('resize'));
    expect(fit()).toBe('menu');
    row.resize(1200);
    window.dispatchEvent(new Event('resize'));
    expect(fit()).toBe('full');
  });

  it('shows only the initials when even the menu does not fit', () => {
    header([NAME, NAV, CONTROLS], 500);
    boot();
    expect(fit()).toBe('compact');
  });

  it('does not count the open menu panel, which lies over the page, not in the row', () => {
    header([NAME, { full: 600, initials: 600, menu: 800, compact: 800, absolute: true }, CONTROLS], 800);
    boot();
    expect(fit()).toBe('menu');
  });

  it('watches the row with a ResizeObserver only once the page has loaded, and refits what no resize event tells', () => {
    const row = header([NAME, NAV, CONTROLS], 1150);
    const { observer } = boot();
    expect(fit()).toBe('full');
    // While the page is first laid out, no observer: its turn would join that layout's task.
    expect(observer()).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    const observed = observer();
    expect(observed).toBeDefined();
    // The menu's scroll lock, say, taking the root's scrollbar away: a new width and no resize event.
    row.resize(800);
    observed?.();
    expect(fit()).toBe('menu');
    // The observer has taken over from the resize events.
    row.resize(1200);
    window.dispatchEvent(new Event('resize'));
    expect(fit()).toBe('menu');
  });

  it('fits once where there is no ResizeObserver, and on each resize, loaded or not', () => {
    const row = header([NAME, NAV, CONTROLS], 1100);
    vi.stubGlobal('ResizeObserver', undefined);
    run();
    window.dispatchEvent(new Event('load'));
    expect(fit()).toBe('initials');
    row.resize(1200);
    window.dispatchEvent(new Event('resize'));
    expect(fit()).toBe('full');
  });

  it('looks the row up again when React has replaced it, rather than measuring the old one, detached and 0 wide', () => {
    const first = header([NAME, NAV, CONTROLS], 1150);
    const { observer } = boot();
    window.dispatchEvent(new Event('load'));
    const observed = observer();
    expect(fit()).toBe('full');
    first.resize(0);
    // The new row, in the old one's place, where only the initials and the menu fit.
    header([NAME, NAV, CONTROLS], 500);
    observed?.();
    expect(fit()).toBe('compact');
  });

  it('takes the pending state away when there is no row to fit, so nothing stays left out', () => {
    document.body.innerHTML = '';
    document.documentElement.setAttribute(HEADER_FIT_ATTRIBUTE, HEADER_FIT_PENDING);
    boot();
    expect(fit()).toBeNull();
  });
});

describe('navIsInline', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(HEADER_FIT_ATTRIBUTE);
    vi.unstubAllGlobals();
  });

  const width = (desktop: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: desktop, media: query }));

  it('is the nav in the row: desktop width, unless the fit script moved it to the menu', () => {
    width(true);
    expect(navIsInline()).toBe(true);
    document.documentElement.setAttribute(HEADER_FIT_ATTRIBUTE, 'full');
    expect(navIsInline()).toBe(true);
    document.documentElement.setAttribute(HEADER_FIT_ATTRIBUTE, 'menu');
    expect(navIsInline()).toBe(false);
    document.documentElement.setAttribute(HEADER_FIT_ATTRIBUTE, 'compact');
    expect(navIsInline()).toBe(false);
    width(false);
    document.documentElement.setAttribute(HEADER_FIT_ATTRIBUTE, 'full');
    expect(navIsInline()).toBe(false);
  });
});
