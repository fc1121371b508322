import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoViolations, gotoHydrated, poppler, startInTheme, watchConsole } from '../support';
import { CAREERS } from './career-sources';
import { importAndStart, stop, textFiles, type ImportedSite } from './imported-site';

/*
 * Issue 41, done when: each real résumé goes through import, check and `npm start`; the page and
 * the CV show every employer, school and project it names; nothing made up reaches dist/; and axe
 * finds nothing in either theme at either width. Each expectation comes from the résumé's own file.
 */

// The letters, in order: a CV wraps and hyphenates long names, and marks each left-to-right run of
// a right-to-left one with bidi controls.
const squash = (text: string) => text.normalize('NFC').replace(/[\s\u00ad\u200e\u200f\u202a-\u202e\u2066-\u2069\p{Mn}-]+/gu, '');

// What the import once made up when a résumé lacked it (a phone, an address, a site, an
// availability, a goal, a project, a skill's level and description).
const MADE_UP = [/555[ -]?555[ -]?0100/u, /you@example\.com/u, /https?:\/\/(?:www\.)?example\.com/u, /Open to new opportunities/u, /Looking for an? [^"<]* role/u, /This site, built with folio/u, /"percentage"/u];

for (const career of CAREERS) {
  test.describe(career.name, () => {
    // In order in one worker, which imports and starts the site once; a failure does not skip the
    // rest (a new worker starts the site again).
    test.describe.configure({ mode: 'default' });
    let site: ImportedSite | undefined;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      const started = await importAndStart(career);
      if (!('server' in started)) throw new Error(`${started.command} failed (exit ${started.status}):\n${started.output}`);
      site = started;
    });
    test.afterAll(() => stop(site));

    test('the page and the CV show every employer, school and project the résumé names', async ({ page, request }) => {
      const { origin } = site as ImportedSite;
      const problems = watchConsole(page);
      await gotoHydrated(page, origin);
      const career_ = page.locator('#experience');
      for (const name of [...career.employers, ...career.schools]) await expect(career_, name).toContainText(name);
      if (career.projects.length === 0) await expect(page.locator('#work')).toHaveCount(0);
      for (const name of career.projects) await expect(page.locator('#work').getByRole('heading', { name, exact: true })).toBeVisible();
      expect(problems).toEqual([]);

      const cv = squash(poppler('pdftotext', Buffer.from(await (await request.get(`${origin}resume.pdf`)).body())));
      for (const name of [...career.employers, ...career.schools]) expect(cv, `${name} in the CV`).toContain(squash(name));
      // Every project, but those the build said the CV leaves out to fit its pages (it then says
      // they are on the site): no more than it said.
      const build = (site as ImportedSite).steps.find((step) => step.command.startsWith('npm run build'))?.output ?? '';
      const leftOut = Number(/the CV leaves out .*?(\d+) projects \(it says they are on the site\)/u.exec(build)?.[1] ?? 0);
      const missing = career.projects.filter((name) => !cv.includes(squash(name)));
      expect(missing.length, `projects missing from the CV: ${missing.join(', ')}`).toBeLessThanOrEqual(leftOut);
    });

    test('nothing the résumé does not say reaches dist/ or the CV', async ({ request }) => {
      const { outDir, origin } = site as ImportedSite;
      const files = textFiles(outDir).filter(({ file }) => !file.startsWith(`owner${path.sep}`));
      const cv = poppler('pdftotext', Buffer.from(await (await request.get(`${origin}resume.pdf`)).body()));
      const everything = [...files, { file: 'resume.pdf', text: cv }];
      for (const pattern of MADE_UP.filter((made) => !made.test(career.raw))) expect(everything.filter(({ text }) => pattern.test(text)).map(({ file }) => file), String(pattern)).toEqual([]);
      const index = files.find(({ file }) => file === 'index.html')?.text ?? '';
      if (!career.gives.phone) expect(everything.filter(({ text }) => /tel:|"telephone"/u.test(text)).map(({ file }) => file)).toEqual([]);
      if (!career.gives.url) expect(index).not.toContain('rel="canonical"');
      if (!career.gives.percentage) expect(index).not.toContain('role="progressbar"');
    });

    for (const theme of ['light-theme', 'dark-theme'] as const) {
      for (const width of [1440, 390]) {
        test(`axe finds nothing in the ${theme} at ${width} px`, async ({ page }) => {
          test.slow();
          await page.setViewportSize({ width, height: width > 768 ? 900 : 844 });
          await startInTheme(page, theme);
          await gotoHydrated(page, (site as ImportedSite).origin);
          await expect(page.locator('html')).toHaveClass(new RegExp(theme, 'u'));
          await expectNoViolations(page, `${career.name}, ${theme}, ${width} px`);
        });
      }
    }
  });
}
