// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_FIT_ATTRIBUTE, HEADER_FIT_PENDING, HEADER_ROW_ATTRIBUTE, headerFitScript, navIsInline, type HeaderFit } from './header-fit';

/**
 * jsdom lays nothing out, so the row is given widths: each child's width at each level (0: not
 * shown), as the stylesheet would lay it out, and the row's own width.
 */
type Child = Record<HeaderFit, number> & { absolute?: boolean };

function header(children: Child[], rowWidth: number, { gap = 16, padding = 32, menuButton = true } = {}) {
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
  if (menuButton) {
    const button = document.createElement('button');
    button.setAttribute('aria-controls', 'site-menu');
    row.lastElementChild?.append(button);
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

/** Frame callbacks the script asked for: it should ask for none. */
let frames: (() => void)[] = [];

/** Runs the inline script with a ResizeObserver whose callback the test calls, as a frame would. */
function boot(): () => void {
  let callback: () => void = () => undefined;
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(run: () => void) {
        callback = run;
      }
      observe() {}
    },
  );
  new Function(headerFitScript())();
  return () => callback();
}

const fit = () => document.documentElement.getAttribute(HEADER_FIT_ATTRIBUTE);

// The name, the nav (in the row only at `full`), the controls (the menu button from `menu` on).
const NAME = { full: 300, initials: 40, menu: 300, compact: 40 };
const NAV = { full: 600, initials: 600, menu: 0, compact: 0 };
const CONTROLS = { full: 150, initials: 150, menu: 190, compact: 190 };

describe('the header fit script', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(HEADER_FIT_ATTRIBUTE);
    vi.unstubAllGlobals();
  });

  it('keeps the nav in the row when everything fits, with the gaps and inside the padding', () => {
    // 300 + 600 + 150 + 2 gaps of 16 = 1082, in 1150 - 64 = 1086.
    header([NAME, NAV, CONTROLS], 1150);
    boot()();
    expect(fit()).toBe('full');
  });

  it('hides the name before the nav, then moves the nav to the menu when even that would not fit, and back as the row grows', () => {
    const row = header([NAME, NAV, CONTROLS], 1100);
    const frame = boot();
    frame();
    expect(fit()).toBe('initials');
    row.resize(800);
    frame();
    expect(fit()).toBe('menu');
    row.resize(1200);
    frame();
    expect(fit()).toBe('full');
  });

  it('shows only the initials when even the menu does not fit', () => {
    header([NAME, NAV, CONTROLS], 500);
    boot()();
    expect(fit()).toBe('compact');
  });

  it('does not count the open menu panel, which lies over the page, not in the row', () => {
    header([NAME, { full: 600, initials: 600, menu: 800, compact: 800, absolute: true }, CONTROLS], 800);
    boot()();
    expect(fit()).toBe('menu');
  });

  it('keeps the row unpainted until the menu button, its last control, has arrived, and fits it once the page is parsed', () => {
    header([NAME, NAV, CONTROLS], 1100, { menuButton: false });
    // The page is still being parsed.
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const observed = boot();
    expect(fit()).toBe(HEADER_FIT_PENDING);
    observed();
    expect(fit()).toBe(HEADER_FIT_PENDING);
    // It does not look again at each frame: the frame that found the row forced the whole page's first layout.
    expect(frames).toEqual([]);
    observed();
    expect(fit()).toBe(HEADER_FIT_PENDING);
    // The rest of the header parsed, at the same width: no resize to tell the observer, but the document is done.
    header([NAME, NAV, CONTROLS], 1100);
    parsing.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(fit()).toBe('initials');
    vi.restoreAllMocks();
  });

  it('does nothing where there is no ResizeObserver, so the breakpoints decide', () => {
    header([NAME, NAV, CONTROLS], 1100);
    vi.stubGlobal('ResizeObserver', undefined);
    new Function(headerFitScript())();
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
