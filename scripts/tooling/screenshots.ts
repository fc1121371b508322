/**
 * `npm run screenshots -- [url]`: full-page PNGs of the running site in both themes at desktop
 * and phone widths, into .screenshots/, for a person to look at. A language's page (/ar/) gets
 * its own names (desktop-light-theme-ar.png), so the default's stay beside them.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../src/lib/theme';
import { chromiumLaunch } from './chromium';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const language = new URL(url).pathname.split('/').filter(Boolean).at(-1);
const suffix = language === undefined ? '' : `-${language}`;
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

const browser = await chromium.launch(chromiumLaunch);
await mkdir('.screenshots', { recursive: true });
for (const theme of ['light-theme', 'dark-theme']) {
  for (const size of widths) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 });
    // The visitor's stored choice, as the page's theme script reads it.
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Walk down the page so lazy images load before the full-page shot, then back up.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const file = `.screenshots/${size.name}-${theme}${suffix}.png`;
    await page.screenshot({ path: file, fullPage: true });
    const top = `.screenshots/${size.name}-${theme}${suffix}-top.png`;
    await page.screenshot({ path: top });
    console.log(`${file}\n${top}`);
    await page.close();
  }
}
await browser.close();
