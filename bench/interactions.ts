import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumLaunch } from '../scripts/tooling/chromium';
import { blockingTime, interactionSample, phaseTasks, summariseInteractions, summariseLongTasks, type PhaseStart } from './interaction-metrics';
import { PAGE_NOW, PROBE_SCRIPT, READ_PROBE, settleScript, type ProbeReading } from './page-probe';
import type { InteractionOutcome, InteractionSample, LongTaskRun } from './types';

/** A mid-range phone is about four times slower than this machine's cores (Lighthouse's mobile figure). */
export const CPU_SLOWDOWN = 4;

export type Viewport = { name: string; width: number; height: number; deviceScaleFactor: number; isMobile: boolean };

export const VIEWPORTS: readonly Viewport[] = [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
];

/** Idle time after each step's last paint, so its Event Timing entries and follow-up work are in. */
const SETTLE_MS = 300;
/** After load: the loader waits for first paint, then the script loads, evaluates and hydrates. */
const LOAD_SETTLE_MS = 1500;
/** A nav click starts a 500 ms smooth scroll, which renders the sections it passes. */
const SCROLL_SETTLE_MS = 1200;
const EMAIL = 'recruiter@example.com';
const MESSAGE = 'Hello from the benchmark: is the role on your CV still open?';
/** Which keystroke of the email counts as "a later one": well into typing, past the first. */
const LATER_KEY_INDEX = 8;

type Sample = { label: string; start: number; end: number };

/** Drives one fresh page through every interaction and records what the page reported. */
class Run {
  readonly phases: PhaseStart[] = [{ label: 'load', start: 0 }];
  readonly samples: Sample[] = [];
  constructor(
    readonly page: Page,
    readonly touch: boolean,
  ) {}

  private now(): Promise<number> {
    return this.page.evaluate(PAGE_NOW);
  }

  /** A step the visitor takes. `measured` steps get a latency; all get their long tasks. */
  async step(label: string, act: () => Promise<void>, options: { measured?: boolean; settleMs?: number } = {}): Promise<void> {
    const start = await this.now();
    this.phases.push({ label, start });
    await act();
    await this.page.evaluate(settleScript(options.settleMs ?? SETTLE_MS));
    if (options.measured !== false) this.samples.push({ label, start, end: await this.now() });
  }

  /**
   * The visitor presses `target`, as a visitor would: a finger taps it on a phone; on a desktop
   * the pointer arrives first (its own phase, as a hand takes longer than a frame to get there),
   * then clicks. Clicking with no hover first would charge the hover restyle to the click.
   */
  async press(label: string, target: Locator, options: { measured?: boolean; settleMs?: number } = {}): Promise<void> {
    if (this.touch) return this.step(label, () => target.tap(), options);
    await this.step(`(pointer to ${label})`, () => target.hover(), { measured: false });
    return this.step(label, () => target.click(), options);
  }

  /** Scrolls `target` into view as its own (unmeasured) phase, so rendering it is not charged to the click. */
  async reveal(label: string, target: Locator): Promise<void> {
    await this.step(`(scroll to ${label})`, () => target.scrollIntoViewIfNeeded(), { measured: false });
  }
}

async function themeToggles(run: Run, where: string): Promise<void> {
  // By its sun or moon, which every language's page draws the same.
  const toggle = run.page.locator('header button:has(use[href$="#icon-moon"]), header button:has(use[href$="#icon-sun"])');
  for (const direction of ['there', 'back']) {
    await run.press(`theme toggle ${direction} (${where})`, toggle);
  }
}

/** The filter groups are read from the page: every group of pressable buttons, in page order. */
async function filters(run: Run): Promise<void> {
  const groups = run.page.locator('main [role="group"]:has(button[aria-pressed])');
  for (let g = 0; g < (await groups.count()); g += 1) {
    const group = groups.nth(g);
    const name = (await group.getAttribute('aria-label')) ?? `group ${g + 1}`;
    const buttons = group.locator('button[aria-pressed]');
    const pressed = await buttons.evaluateAll((all) => all.findIndex((b) => b.getAttribute('aria-pressed') === 'true'));
    const count = await buttons.count();
    // Every click changes the filter: the others in order, then back to the one shown first.
    const visible = await buttons.evaluateAll((all) => all.map((b) => b.getClientRects().length > 0));
    // A category folded behind the filter's "more" button (many categories) is left out of the visit.
    const order = [...Array.from({ length: count }, (_, i) => i).filter((i) => i !== pressed), pressed].filter((i) => i >= 0 && visible[i] === true);
    await run.reveal(name, group);
    for (const index of order) {
      const button = buttons.nth(index);
      const text = (await button.textContent())?.trim() ?? String(index);
      await run.press(`${name}: ${text}`, button);
    }
  }
}

async function menuAndNav(run: Run): Promise<void> {
  const menu = run.page.locator('header button[aria-expanded]');
  const phone = await menu.isVisible();
  if (phone) {
    await run.press('menu open', menu);
    await run.press('menu close', menu);
    await run.press('(menu open again)', menu, { measured: false });
  }
  const link = run.page.locator('header nav a[href^="#"]:not([aria-current])').first();
  const text = (await link.textContent())?.trim() ?? 'link';
  await run.press(`nav click (${text})`, link, { settleMs: SCROLL_SETTLE_MS });
}

async function form(run: Run): Promise<void> {
  const { page } = run;
  const email = page.locator('main form input[type="email"]');
  await run.reveal('the form', page.locator('main form'));
  await run.press('form: click into email', email);
  await run.step('form: first keystroke', () => page.keyboard.press(EMAIL.charAt(0)));
  await run.step('(typing)', () => page.keyboard.type(EMAIL.slice(1, LATER_KEY_INDEX)), { measured: false });
  await run.step('form: later keystroke', () => page.keyboard.press(EMAIL.charAt(LATER_KEY_INDEX)));
  await run.step('(typing)', () => page.keyboard.type(EMAIL.slice(LATER_KEY_INDEX + 1)), { measured: false });
  await run.step('(message)', () => page.locator('main form textarea').fill(MESSAGE), { measured: false });
  await run.press('form: submit', page.locator('main form button[type="submit"]'));
}

/**
 * A long-form page (a post, a case study: issue 24): its header is the one part the script
 * hydrates, so the menu, then a code block's copy button if it has one, then the way down the text.
 */
async function article(run: Run): Promise<void> {
  const { page } = run;
  const menu = page.locator('header button[aria-expanded]');
  if (await menu.isVisible()) {
    await run.press('menu open', menu);
    await run.press('menu close', menu);
  }
  const copy = page.locator('main button[data-copy-code]:visible').first();
  if ((await copy.count()) > 0) {
    await run.reveal('a code block', copy);
    await run.press('copy code', copy);
  }
  await run.step('(scroll to the end)', () => page.locator('footer').last().scrollIntoViewIfNeeded(), { measured: false });
}

/**
 * Which visit to drive: the home page's sections, a long-form page's text, or only the load (the
 * bare React page, issue 44: its longest task is the floor ours is read against).
 */
export type Flow = 'home' | 'article' | 'load';

async function runOnce(browser: Browser, url: string, viewport: Viewport, flow: Flow): Promise<{ samples: InteractionSample[]; longTasks: LongTaskRun }> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    // A phone is touched: no hover styles (Tailwind's hover: needs `(hover: hover)`), taps not clicks.
    hasTouch: viewport.isMobile,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(settleScript(LOAD_SETTLE_MS));

    const run = new Run(page, viewport.isMobile);
    if (flow !== 'load') {
      await themeToggles(run, 'top');
      if (flow === 'article') await article(run);
      else {
        await menuAndNav(run);
        await filters(run);
        await form(run);
      }
      await themeToggles(run, 'bottom');
    }

    const reading = (await page.evaluate(READ_PROBE)) as ProbeReading;
    const samples = run.samples.map((sample) => interactionSample(reading.events, sample.label, sample.start, sample.end));
    const tasks = phaseTasks(reading.tasks, run.phases);
    const firstStep = run.phases[1]?.start ?? reading.now;
    return {
      samples,
      longTasks: {
        firstPaint: reading.firstPaint,
        tasks,
        longest: Math.max(0, ...tasks.map((task) => task.duration)),
        loadBlocking: blockingTime(reading.tasks, reading.firstPaint, firstStep),
        interactionBlocking: blockingTime(reading.tasks, firstStep),
      },
    };
  } finally {
    await context.close();
  }
}

export type InteractionOptions = {
  url: string;
  runs: number;
  viewports?: readonly Viewport[];
  /** The home page's visit unless said otherwise. */
  flow?: Flow;
  onRun?: (viewport: Viewport, run: number, worst: InteractionSample) => void;
};

/** Every interaction, `runs` times per viewport (a fresh page each time), at CPU_SLOWDOWN. */
export async function measureInteractions(options: InteractionOptions): Promise<InteractionOutcome[]> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const outcomes: InteractionOutcome[] = [];
    for (const viewport of options.viewports ?? VIEWPORTS) {
      const samples: InteractionSample[][] = [];
      const longTasks: LongTaskRun[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        const result = await runOnce(browser, options.url, viewport, options.flow ?? 'home');
        samples.push(result.samples);
        longTasks.push(result.longTasks);
        const worst = result.samples.reduce<InteractionSample>((a, b) => (b.latency > a.latency ? b : a), { label: '-', latency: 0 });
        options.onRun?.(viewport, run, worst);
      }
      outcomes.push({
        viewport: viewport.name,
        width: viewport.width,
        cpuSlowdown: CPU_SLOWDOWN,
        interactions: summariseInteractions(samples),
        longTasks: summariseLongTasks(longTasks),
      });
    }
    return outcomes;
  } finally {
    await browser.close();
  }
}
