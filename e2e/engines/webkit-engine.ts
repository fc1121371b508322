import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Key, remote } from 'webdriverio';
import type { Engine, EnginePage, PageFunction, PageOptions } from './engine-page';
import { clickTarget, waitFor } from './engine-page';
import { isHydrated, readProblems, watchProblemsInPage } from './in-page';

/** Debian's WebKitGTK (libwebkit2gtk-4.1) ships MiniBrowser here; Safari's engine family. */
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBDRIVER = process.env.WEBKIT_WEBDRIVER || 'WebKitWebDriver';

/**
 * MiniBrowser's toolbar would keep its window at least 447 px wide; this theme shrinks the toolbar
 * to nothing much, so the web view can be 390 px like a phone's. (`--full-screen` would hide it, but
 * needs a window manager, and Xvfb has none.)
 */
const GTK_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Xvfb picks a free display itself and writes its number to fd 3. */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    let errors = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors.trim()}`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (chunk: Buffer) => resolve({ process: xvfb, display: `:${chunk.toString().trim()}` }));
  });
}

/** A GTK settings folder: the system's motion preference is GTK's `gtk-enable-animations`. */
function gtkConfig(root: string, reducedMotion: boolean): string {
  const dir = path.join(root, reducedMotion ? 'reduced-motion' : 'motion');
  mkdirSync(path.join(dir, 'gtk-3.0'), { recursive: true });
  writeFileSync(path.join(dir, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`);
  writeFileSync(path.join(dir, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  return dir;
}

type Driver = { process: ChildProcess; port: number };

async function startDriver(env: NodeJS.ProcessEnv): Promise<Driver> {
  const port = await freePort();
  const driver = spawn(WEBDRIVER, [`--port=${port}`, '--host=127.0.0.1'], { env, stdio: 'ignore' });
  await waitFor('WebKitWebDriver to listen', async () => {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    return up ? true : undefined;
  });
  return { process: driver, port };
}

type Session = Awaited<ReturnType<typeof remote>>;

class WebKitPage implements EnginePage {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly session: Session,
    private readonly baseURL: string,
    private readonly firstWindow: string,
  ) {}

  private async settleLoad(): Promise<void> {
    // WebDriver classic has no console API and no script before load: the page watches itself
    // from here on; consoleOfLoad reads the engine's own console for what happens before.
    await this.session.execute(watchProblemsInPage);
    await this.session.waitUntil(() => this.session.execute(isHydrated), { interval: 50, timeout: 10_000 });
  }

  async goto(target: string): Promise<void> {
    await this.session.url(new URL(target, this.baseURL).href);
    await this.settleLoad();
  }

  async reload(): Promise<void> {
    await this.session.refresh();
    await this.settleLoad();
  }

  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    // WebDriver's Execute Script waits for a promise the function returns, so async ones work too.
    return this.session.execute(fn as (...a: unknown[]) => R, ...args) as Promise<R>;
  }

  async click(selector: string, text?: string): Promise<void> {
    const target = await clickTarget(this, selector, text);
    await this.session.$(target).click();
  }

  async type(selector: string, text: string): Promise<void> {
    await this.click(selector);
    await this.session.$(selector).addValue(text);
  }

  async press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void> {
    await this.session.keys([Key[key]]);
  }

  async openedWindows(): Promise<string[]> {
    const others = (await this.session.getWindowHandles()).filter((handle) => handle !== this.firstWindow);
    const urls: string[] = [];
    for (const handle of others) {
      await this.session.switchToWindow(handle);
      urls.push(await this.session.getUrl());
    }
    await this.session.switchToWindow(this.firstWindow);
    return urls;
  }

  async problems(): Promise<string[]> {
    return this.session.execute(readProblems);
  }

  async close(): Promise<void> {
    await this.session.deleteSession();
  }
}

/**
 * WebKitGTK under a private Xvfb, driven through WebKitWebDriver (WebDriver classic). One driver
 * per motion preference, because MiniBrowser reads it from GTK's settings when it starts.
 */
export class WebKitEngine implements Engine {
  readonly name = 'webkit' as const;
  private readonly root = mkdtempSync(path.join(tmpdir(), 'folio-webkit-'));
  private xvfb: Promise<{ process: ChildProcess; display: string }> | undefined;
  private readonly drivers = new Map<boolean, Promise<Driver>>();

  private async environment(reducedMotion: boolean): Promise<NodeJS.ProcessEnv> {
    this.xvfb ??= startXvfb();
    const { display } = await this.xvfb;
    return { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: gtkConfig(this.root, reducedMotion), GDK_BACKEND: 'x11' };
  }

  private async driver(reducedMotion: boolean): Promise<Driver> {
    let driver = this.drivers.get(reducedMotion);
    if (!driver) {
      driver = this.environment(reducedMotion).then(startDriver);
      this.drivers.set(reducedMotion, driver);
    }
    return driver;
  }

  async newPage(baseURL: string, options: PageOptions): Promise<EnginePage> {
    try {
      return await this.openPage(baseURL, options);
    } catch (error) {
      // Under load WebKitWebDriver now and then drops the request for a new session (the socket
      // closes: UND_ERR_SOCKET). Start the driver afresh, once; a second failure is a real one.
      console.warn(`webkit: a new session failed (${error instanceof Error ? error.message : String(error)}); restarting WebKitWebDriver`);
      const reducedMotion = options.reducedMotion === true;
      const stale = this.drivers.get(reducedMotion);
      this.drivers.delete(reducedMotion);
      stale?.then((driver) => driver.process.kill()).catch(() => undefined);
      return this.openPage(baseURL, options);
    }
  }

  private async openPage(baseURL: string, options: PageOptions): Promise<EnginePage> {
    const { port } = await this.driver(options.reducedMotion === true);
    const session = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'warn',
      // Fail within the journey's time rather than retry for minutes (webdriverio's default).
      connectionRetryTimeout: 30_000,
      connectionRetryCount: 1,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    // The window includes what is left of the toolbar: size it, then correct by what the page sees.
    await session.setWindowSize(options.width, options.height);
    const inner = await session.execute(() => [window.innerWidth, window.innerHeight]);
    await session.setWindowSize(options.width + options.width - (inner[0] ?? options.width), options.height + options.height - (inner[1] ?? options.height));
    return new WebKitPage(session, baseURL, await session.getWindowHandle());
  }

  /**
   * MiniBrowser started by hand (not through WebDriver, whose web views ignore the setting) writes
   * its console to stdout: that is where WebKit reports what it rejects before any script runs.
   * It is read for 7 s: the page loads and hydrates in about 2 s here, and WebKit's warning about a
   * preload left unused comes 3 s after the load event.
   */
  async consoleOfLoad(url: string, options: PageOptions): Promise<string[]> {
    const env = await this.environment(options.reducedMotion === true);
    const browser = spawn(MINIBROWSER_PATH, ['--enable-write-console-messages-to-stdout=true', url], { env, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    browser.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.WEBKIT_LOAD_WINDOW_MS ?? 7000)));
    browser.kill();
    return out
      .split('\n')
      .filter((line) => /^CONSOLE \S+ (ERROR|WARN)/u.test(line))
      .map((line) => line.trim());
  }

  async close(): Promise<void> {
    for (const driver of await Promise.allSettled(this.drivers.values())) {
      if (driver.status === 'fulfilled') driver.value.process.kill();
    }
    if (this.xvfb) (await this.xvfb).process.kill();
    rmSync(this.root, { recursive: true, force: true });
  }
}
