/**
 * What a journey may do with a page, in words every engine's driver can carry out: Chromium and
 * Firefox through puppeteer-core (CDP and WebDriver BiDi), WebKitGTK through WebDriver classic.
 * Journeys are written once against this and run in all three (journeys.ts).
 */
import { markTarget } from './in-page';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

export type PageOptions = {
  /** The page's layout viewport in CSS pixels. */
  width: number;
  height: number;
  /** The visitor asked the system for reduced motion. */
  reducedMotion?: boolean;
};

/** A function run in the page. It must stand alone: drivers send its source text, not a closure. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `path` (relative to the site) and waits until React has hydrated it. */
  goto(path: string): Promise<void>;
  /** Reloads and waits until hydrated again. */
  reload(): Promise<void>;
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /**
   * A real click (the engine's own input, not `element.click()`) on the first element matching
   * `selector` whose trimmed text is `text`, when given. It is scrolled into the middle of the
   * screen first unless it is already wholly on it, so a sticky header never takes the click.
   */
  click(selector: string, text?: string): Promise<void>;
  /** Types `text` into the field matching `selector`, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses one key, such as 'Escape'. */
  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  /** The addresses of the windows or tabs the page opened since it was created. */
  openedWindows(): Promise<string[]>;
  /** Console errors and warnings, uncaught errors and CSP violations seen so far, as text. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** One engine, started once per test worker; it hands out fresh, isolated pages. */
export interface Engine {
  readonly name: EngineName;
  newPage(baseURL: string, options: PageOptions): Promise<EnginePage>;
  /**
   * The console of one plain load of `url`, read by the engine itself rather than by a script in
   * the page: errors the engine raises before any script runs (a CSP it cannot parse) are here.
   */
  consoleOfLoad(url: string, options: PageOptions): Promise<string[]>;
  close(): Promise<void>;
}

let marks = 0;

/**
 * The plain selector of the element `click` means, once it exists: polls the page (through the
 * driver's `evaluate`) with `markTarget`, which also scrolls it into the middle of the screen.
 */
export function clickTarget(page: Pick<EnginePage, 'evaluate'>, selector: string, text: string | undefined): Promise<string> {
  marks += 1;
  const mark = String(marks);
  return waitFor(`${selector}${text === undefined ? '' : ` "${text}"`}`, async () => (await page.evaluate(markTarget, selector, text ?? null, mark)) ?? undefined);
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
