/**
 * How every browser here starts (browser tests, screenshots, the benchmark's Lighthouse and
 * interaction runs): Debian's Chromium, nothing downloaded. One list of flags, so a measured
 * browser and a tested one are the same browser.
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
