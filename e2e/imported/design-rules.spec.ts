import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import type { SiteContent } from '../../contract/content-schema';
import type { Design } from '../../contract/designs';
import { serveFolder } from '../../scripts/designs/static-server';
import { OTHER_DESIGNS } from '../sites';
import { CAREERS, IN_EVERY_DESIGN, LONG_CAREER } from './career-sources';
import { expectDesignRulesEverywhere, LONG_CAREER_MAX_PX, pageLength, RULE_WIDTHS } from './design-rules';
import { buildInDesigns, designOutDir, prepareCareer, type Step } from './imported-site';

/*
 * DESIGN.md's rules for real careers, held by every design: the first screen says who and how to
 * reach them once each, no stand-in picture, no address linked over and over, skills as aligned
 * text, projects without pictures told in words, a career held in projects with its organisations,
 * and a long career that reads in a glance. Each real résumé in the design its import chose; the
 * careers of IN_EVERY_DESIGN in every design, at both widths and in both themes.
 */

/** The built site of `career` in `design` (undefined: its own), building it where the run before this one did not. */
function builtSite(career: (typeof CAREERS)[number], design: Design | undefined): Step | undefined {
  const own = designOutDir(career, undefined);
  const journey = path.join(path.dirname(own), 'journey.json');
  if (!existsSync(path.join(own, 'index.html'))) {
    const failed = prepareCareer(career).find((step) => step.status !== 0);
    if (failed) return failed;
  }
  // A site whose import, check or build failed is not held to anything: the failure is the news.
  const kept = JSON.parse(readFileSync(journey, 'utf8')) as { steps: Step[] };
  const failed = kept.steps.find((step) => step.status !== 0);
  if (failed) return failed;
  if (design === undefined) return undefined;
  const dir = designOutDir(career, design);
  const stale = !existsSync(path.join(dir, 'index.html')) || statSync(path.join(dir, 'index.html')).mtimeMs < statSync(journey).mtimeMs;
  return stale ? buildInDesigns(career, [design]).find((step) => step.status !== 0) : undefined;
}

for (const career of CAREERS) {
  const designs: (Design | undefined)[] = [undefined, ...(IN_EVERY_DESIGN.includes(career.name) ? OTHER_DESIGNS : [])];
  test.describe(career.name, () => {
    // In order in one worker, which builds what is missing once (two workers importing one résumé
    // at once would trip over each other's content folder).
    test.describe.configure({ mode: 'default' });
    const served = new Map<Design | undefined, { origin: string; server: Server }>();
    let site: SiteContent | undefined;

    test.beforeAll(async () => {
      test.setTimeout(480_000);
      for (const design of designs) {
        const failed = builtSite(career, design);
        if (failed) throw new Error(`${failed.command} failed (exit ${failed.status}):\n${failed.output}`);
        served.set(design, await serveFolder(designOutDir(career, design)));
      }
      const contentFile = path.resolve(path.dirname(designOutDir(career, undefined)), 'content', 'site.ts');
      ({ site } = (await import(pathToFileURL(contentFile).href)) as { site: SiteContent });
    });
    test.afterAll(() => {
      for (const { server } of served.values()) server.close();
    });

    for (const design of designs) {
      for (const width of RULE_WIDTHS) {
        test(`holds the design rules in ${design ?? 'its own design'} on a ${width.name} in both themes`, async ({ page }) => {
          test.slow();
          await expectDesignRulesEverywhere(page, `${served.get(design)?.origin ?? ''}/`, site as SiteContent, `${career.name}, ${design ?? 'own design'}`, {
            widths: [width],
            also: async ({ name }, theme) => {
              if (career.name === LONG_CAREER) expect(await pageLength(page), `${theme}: the long career's length`).toBeLessThanOrEqual(LONG_CAREER_MAX_PX[name]);
            },
          });
        });
      }
    }
  });
}
