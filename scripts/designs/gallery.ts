/**
 * `npm run designs`: the owner's own content (content/, or CONTENT_DIR) built in every design,
 * each whole page shot at twice the pixels at desktop and phone widths in both themes, and one
 * page that shows them side by side: .designs/index.html, opened where the machine can open it.
 * Then, unless it runs in CI or is given `--no-live`, it keeps every design served and opens
 * .designs/live.html beside it: the built pages side by side, each scrolled live, so an owner
 * chooses by what is below the fold too. The owner then writes `design: '<name>'` in site.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { contentPaths, PROJECT_ROOT } from '../../contract/content-paths';
import { DESIGNS, type Design } from '../../contract/designs';
import { THEME_STORAGE_KEY } from '../../src/lib/theme';
import { loadContent } from '../content/load-content';
import { chromiumLaunch } from '../tooling/chromium';
import { galleryPage, livePage, type GalleryShot } from './gallery-page';
import { serveFolder } from './static-server';

const OUT = path.join(PROJECT_ROOT, '.designs');
const WIDTHS = [
  { width: 'desktop', size: { width: 1440, height: 900 } },
  { width: 'phone', size: { width: 390, height: 844 } },
] as const;

function buildIn(design: Design, outDir: string): void {
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: PROJECT_ROOT, env: { ...process.env, FOLIO_DESIGN: design, OUT_DIR: outDir }, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`designs: building in ${design} failed (above)`);
  }
  console.log(`designs: ${design} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Opens the page in the desktop's browser where there is one; a server or CI just prints it. */
function open(file: string): void {
  if (process.env.CI || (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)) return;
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  spawn(command, [file], { detached: true, stdio: 'ignore' }).on('error', () => undefined).unref();
}

async function main(): Promise<void> {
  const site = await loadContent(contentPaths());
  const chosen = site.design ?? 'default';
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch(chromiumLaunch);
  const shots: GalleryShot[] = [];
  const live = !process.env.CI && !process.argv.includes('--no-live');
  const servers: { design: Design; origin: string; close: () => void }[] = [];
  try {
    for (const design of DESIGNS) {
      const dir = path.join(OUT, design);
      buildIn(design, dir);
      const { origin, server } = await serveFolder(dir);
      try {
        for (const theme of ['light', 'dark'] as const) {
          for (const { width, size } of WIDTHS) {
            const page = await browser.newPage({ viewport: size, deviceScaleFactor: 2 });
            // The visitor's stored choice, as the page's theme script reads it.
            await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, `${theme}-theme`] as const);
            await page.goto(`${origin}/`);
            await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
            await page.evaluate(() => document.fonts.ready);
            const file = `${design}-${width}-${theme}.png`;
            // The whole page, not its first screen: a design tells a career below the fold too.
            await page.screenshot({ path: path.join(OUT, file), fullPage: true });
            shots.push({ design, width, theme, file });
            await page.close();
          }
        }
      } finally {
        if (live) servers.push({ design, origin, close: () => server.close() });
        else server.close();
      }
    }
  } finally {
    await browser.close();
  }
  const index = path.join(OUT, 'index.html');
  await writeFile(index, galleryPage(site.owner.name, chosen, DESIGNS, shots));
  console.log(`designs: ${shots.length} pictures of ${DESIGNS.length} designs in ${path.relative(process.cwd(), index)}; choose one with design: '<name>' in site.ts`);
  open(index);
  if (!live) return;
  const livePath = path.join(OUT, 'live.html');
  await writeFile(livePath, livePage(site.owner.name, chosen, servers));
  console.log(`designs: every design served side by side in ${path.relative(process.cwd(), livePath)}, scroll each; Ctrl+C stops them`);
  open(livePath);
  process.once('SIGINT', () => {
    for (const server of servers) server.close();
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
