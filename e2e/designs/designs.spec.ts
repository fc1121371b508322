import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BUILD_STAMP_FILE } from '../../contract/build-stamp';
import type { Design } from '../../contract/designs';
import { firstScreenBytes } from '../../bench/first-screen';
import { VIEWPORTS } from '../../bench/interactions';
import { BUDGET, FIRST_FLIGHT_BYTES, firstLoad } from '../../scripts/site/size-budget';
import { expectNoViolations, gotoHydrated, startInTheme } from '../support';
import { expectDesignRulesEverywhere } from '../imported/design-rules';
import { designPages, E2E_SERVERS, OTHER_DESIGNS } from '../sites';

/*
 * Issue 42, decision 048: what each design other than the default is held to beyond the parts of
 * the owner suite its project runs: the page really wears the design, its bytes keep to the
 * budgets, and the Arabic page (right to left), a post, the case study and the list of posts have
 * nothing for axe in either theme or width, and nothing wider than the window.
 */

const outDirOf = (name: string) => path.resolve(E2E_SERVERS.find((server) => server.name === name)?.outDir ?? '');
const homeOf = (html: string) => /<section id="home"[\s\S]*?<\/section>/u.exec(html)?.[0] ?? '';

for (const design of OTHER_DESIGNS) {
  test.describe(design, () => {
    const dist = outDirOf(`design-${design}`);
    const urlOf = (pagePath: string) => `${(test.info().project.metadata as { designURLs: Record<Design, string> }).designURLs[design]}/${pagePath}`;

    test('the page wears the design: built in it, and drawn unlike the default’s page of the same owner', () => {
      const stamp = JSON.parse(readFileSync(path.join(dist, BUILD_STAMP_FILE), 'utf8')) as { design: string | null; contentDir: string | null };
      expect(stamp.design).toBe(design);
      const own = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const byDefault = readFileSync(path.join(outDirOf('writing'), 'index.html'), 'utf8');
      expect(homeOf(own), 'the first section').not.toBe('');
      expect(homeOf(own), 'the first section, against the default design’s').not.toBe(homeOf(byDefault));
    });

    test('every page keeps to the first-load budgets, and the first screen arrives in the first flight', async ({ browser }) => {
      const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('index.html') && readFileSync(path.join(dist, file), 'utf8').includes('id="app-loader"'))
        .map((file) => file.slice(0, -'index.html'.length));
      expect(pages.length, 'pages with a script').toBeGreaterThan(0);
      for (const page of pages) {
        const load = firstLoad(dist, '/', page);
        expect(load.js, `JavaScript on the first load of /${page}`).toBeLessThanOrEqual(BUDGET.js);
        expect(load.total, `all first-load bytes of /${page}`).toBeLessThanOrEqual(BUDGET.total);
      }
      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(urlOf(''));
        const screen = await firstScreenBytes(page, html);
        console.log(`${design}: first screen at ${viewport.name} (gzip bytes): ${screen.bytes}, ending at ${screen.endsAt}`);
        expect(screen.bytes, `the first screen at ${viewport.name}`).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
        await context.close();
      }
    });

    // The long-form pages the build wrote for the owner who writes: the list, a post, a case study;
    // and the Arabic page, right to left, hydrated before it is read.
    test('holds the design rules on the owner who writes, at both widths and in both themes', async ({ page }) => {
      test.slow();
      const own = designPages(design)[0];
      if (own === undefined) throw new Error(`no page of the ${design} design`);
      await expectDesignRulesEverywhere(page, urlOf(''), own.content, `the owner who writes, ${design}`);
    });

    const longForm = ['posts/', ...['posts', 'work'].map((folder) => readdirSync(path.join(dist, folder), { withFileTypes: true }).find((entry) => entry.isDirectory())?.name).map((slug, index) => `${index === 0 ? 'posts' : 'work'}/${slug ?? ''}/`)];
    const arabic = designPages(design).find((page) => page.content.lang === 'ar')?.path ?? 'ar/';
    const readings = [
      { name: 'the list of posts, a post and a case study', paths: longForm, open: (page: Page, url: string) => page.goto(url, { waitUntil: 'load' }).then(() => undefined) },
      { name: 'the Arabic page, right to left', paths: [arabic], open: async (page: Page, url: string) => {
        await gotoHydrated(page, url);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      } },
    ];
    for (const { name, paths, open } of readings) {
      for (const theme of ['light-theme', 'dark-theme'] as const) {
        test(`${name}: no axe violations in the ${theme} at 1440 and 390 px, nothing wider than the window`, async ({ page }) => {
          test.slow();
          await startInTheme(page, theme);
          for (const viewport of [
            { width: 1440, height: 900 },
            { width: 390, height: 844 },
          ]) {
            await page.setViewportSize(viewport);
            for (const pagePath of paths) {
              await open(page, urlOf(pagePath));
              await expect(page.locator('html')).toHaveClass(new RegExp(theme, 'u'));
              await expectNoViolations(page, `/${pagePath} at ${viewport.width} px`);
              expect(await page.evaluate(() => document.documentElement.scrollWidth), `/${pagePath}’s width`).toBeLessThanOrEqual(viewport.width);
            }
          }
        });
      }
    }
  });
}
