import puppeteer, { type Browser, type ConsoleMessage, type Page, type Target } from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/tooling/chromium';
import type { Engine, EngineName, EnginePage, PageFunction, PageOptions } from './engine-page';
import { clickTarget } from './engine-page';
import { isHydrated } from './in-page';

/** Debian's Firefox ESR; puppeteer-core drives it over WebDriver BiDi and downloads nothing. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

type Kind = Extract<EngineName, 'chromium' | 'firefox'>;

async function launch(kind: Kind, reducedMotion: boolean): Promise<Browser> {
  if (kind === 'chromium') {
    return puppeteer.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true });
  }
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // BiDi has no media emulation for motion in ESR: the system preference is a pref.
    extraPrefsFirefox: reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
  });
}

/**
 * Offline (as here) a new tab ends on the engine's error page. Firefox's names the address it could
 * not reach (`about:neterror?…&u=…`); that address is what the tab was opened for.
 */
function requestedBy(url: string): string {
  if (!url.startsWith('about:neterror?')) return url;
  return new URLSearchParams(url.slice('about:neterror?'.length)).get('u') ?? url;
}

class PuppeteerPage implements EnginePage {
  private readonly seen: string[] = [];
  /** Every address each opened tab has reported, in order: offline, a tab ends on an error page. */
  private readonly opened = new Map<Target, string[]>();

  constructor(
    readonly engine: Kind,
    private readonly page: Page,
    private readonly baseURL: string,
  ) {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warn') this.seen.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.seen.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
    const context = page.browserContext();
    const note = (target: Target) => {
      // The context is this page's alone, so any other page in it is one it opened (BiDi has no opener()).
      if (target === page.target() || target.type() !== 'page') return;
      const seen = this.opened.get(target) ?? [];
      const url = requestedBy(target.url());
      if (seen.at(-1) !== url) seen.push(url);
      this.opened.set(target, seen);
    };
    context.on('targetcreated', note);
    context.on('targetchanged', note);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' });
    await this.page.waitForFunction(isHydrated, { polling: 50 });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
    await this.page.waitForFunction(isHydrated, { polling: 50 });
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.page.evaluate(fn as (...a: unknown[]) => R, ...args) as Promise<R>;
  }

  async click(selector: string, text?: string): Promise<void> {
    const target = await clickTarget(this, selector, text);
    await this.page.click(target);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.click(selector);
    await this.page.keyboard.type(text);
  }

  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void> {
    return this.page.keyboard.press(key);
  }

  async openedWindows(): Promise<string[]> {
    // The address the tab was opened for: the first one that is not a blank placeholder.
    return [...this.opened.values()].map((urls) => urls.find((url) => url !== 'about:blank') ?? 'about:blank');
  }

  async problems(): Promise<string[]> {
    return [...this.seen];
  }

  async close(): Promise<void> {
    await this.page.browserContext().close();
  }
}

export class PuppeteerEngine implements Engine {
  private readonly browsers = new Map<boolean, Promise<Browser>>();

  constructor(readonly name: Kind) {}

  /** One browser per motion preference (Firefox reads it at launch), started when first needed. */
  private browser(reducedMotion: boolean): Promise<Browser> {
    const kind = this.name === 'chromium' ? false : reducedMotion;
    let browser = this.browsers.get(kind);
    if (!browser) {
      browser = launch(this.name, kind);
      this.browsers.set(kind, browser);
    }
    return browser;
  }

  async newPage(baseURL: string, options: PageOptions): Promise<EnginePage> {
    const browser = await this.browser(options.reducedMotion === true);
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: options.width, height: options.height });
    if (this.name === 'chromium') {
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: options.reducedMotion ? 'reduce' : 'no-preference' }]);
    }
    return new PuppeteerPage(this.name, page, baseURL);
  }

  async consoleOfLoad(url: string, options: PageOptions): Promise<string[]> {
    const page = await this.newPage(url, options);
    try {
      await page.goto(url);
      return await page.problems();
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    const browsers = await Promise.allSettled(this.browsers.values());
    // Firefox over BiDi may report contexts "already closed" while it shuts down; it is shut all the same.
    await Promise.allSettled(browsers.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
  }
}
