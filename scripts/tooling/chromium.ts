import { existsSync } from 'node:fs';

/**
 * How every Chromium here starts (browser tests, screenshots, the benchmark's Lighthouse and
 * interaction runs): Debian's, nothing downloaded. One list of flags, so a measured browser and a
 * tested one start alike; the Playwright suites run the same version's headless shell (below).
 */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * The flags that let Chromium run as root in a container, plus the ones that keep it off the
 * network (no component updates, no background requests) so nothing but the page uses the wire.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Playwright's `launchOptions` for the same browser. */
export const chromiumLaunch = { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] };

/** Where Debian's package chromium-headless-shell puts the shell. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the Playwright suites drive: Chromium's headless shell, the same version's Blink and
 * V8 without the browser's own window and UI, which is what Playwright itself runs headless tests
 * in. It did the same suites in about half the CPU time of the whole browser (decision 039). The
 * benchmark, the screenshots and the engines suite's visitor journeys keep the whole browser.
 * Without the package installed, the whole browser runs them, more slowly.
 */
export function chromiumTestPath(): string {
  return process.env.CHROME_TEST_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath());
}

/** Playwright's `launchOptions` for the test suites' browser. */
export const chromiumTestLaunch = { executablePath: chromiumTestPath(), args: [...CHROMIUM_ARGS] };
