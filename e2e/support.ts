import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects console errors and page errors; a clean page has none, hydration warnings included. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens the project's page (its base URL: '/', or a language's '/de/') and resolves once React has
 * hydrated (the client marks the page so tests need not guess).
 */
export async function gotoHydrated(page: Page, url = './'): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export const SECTIONS = ['home', 'skills', 'work', 'contact'] as const;

/** Until no animation or transition on the page is running: the moment they end, not a set time. */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Presses the theme toggle named `name` from the keyboard (a pointer would start the toggle's own
 * hover transition) and lists the CSS transitions running once the switch's styles apply, as
 * "element.class property": a switch changes every colour at once, so the list should be empty.
 */
export async function transitionsOfThemeSwitch(page: Page, name: string): Promise<string[]> {
  const toggle = page.getByRole('button', { name });
  await toggle.focus();
  // Focus may start the toggle's own transitions (its ring); they end before the press.
  await animationsEnded(page);
  await toggle.press('Enter');
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          // getAnimations() applies the new styles first, which starts any transition they cause.
          resolve(
            document
              .getAnimations()
              .filter((animation): animation is CSSTransition => animation instanceof CSSTransition)
              .map((transition) => {
                const target = (transition.effect as KeyframeEffect | null)?.target;
                return `${target?.tagName.toLowerCase() ?? '?'}.${String(target?.className ?? '').slice(0, 60)} ${transition.transitionProperty}`;
              }),
          ),
        ),
      ),
  );
}

/** A colour as the browser computes it (`rgb(r, g, b)`, or `rgba(…)`), as `#rrggbb`. */
export const hexOfComputed = (rgb: string): string =>
  `#${(rgb.match(/\d+(\.\d+)?/gu) ?? []).slice(0, 3).map((channel) => Math.round(Number(channel)).toString(16).padStart(2, '0')).join('')}`;

export { poppler } from '../scripts/tooling/poppler';

/** The rules every page is held to, in every engine: WCAG 2.2 A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe for WCAG 2.2 A and AA and expects nothing; `state` says which state of the page failed.
 * `within`: the one part of the page a step changed (a filter's section), when the whole page in
 * its first state has had its own run; the rest is the same and need not be read again.
 */
export async function expectNoViolations(page: Page, state: string, within?: string): Promise<void> {
  // A click's new classes start their colour transitions (none under reduced motion) at the next
  // frame; read in the same task, a pressed filter had its new text colour on its old background
  // (a contrast failure no visitor sees). So axe reads the state once every transition has ended.
  await page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    await Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined)));
  });
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const results = await (within === undefined ? builder : builder.include(within)).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations (${state})`).toEqual([]);
}

/** Starts the next page in `theme`, settled: without motion, so axe never measures a half-faded colour. */
export async function startInTheme(page: Page, theme: 'light-theme' | 'dark-theme'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  // Colour transitions (150-300 ms) would let axe measure a half-faded state; the settled
  // colours are the same with or without motion, so measure them without it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
}
