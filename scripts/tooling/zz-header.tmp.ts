import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromium';
const browser = await chromium.launch(chromiumLaunch);
for (const width of [1440, 1100, 900, 780]) {
  const page = await browser.newPage({ viewport: { width, height: 300 }, deviceScaleFactor: 1 });
  await page.goto('http://127.0.0.1:4510/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.screenshot({ path: `/tmp/career-shots/header-${width}.png`, clip: { x: 0, y: 0, width, height: 80 } });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(width, 'overflow', overflow);
  await page.close();
}
await browser.close();
