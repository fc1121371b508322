import type { Design } from '../../contract/designs';
import type { EnginePage } from './engine-page';
import { designPages, pagesOf, siteOf } from '../sites';
import { expect, test } from './engine-test';
import { JOURNEYS } from './journeys';
import { caseStudies, longest, multilingualPost } from '../writing/fixture';

// One list of journeys; the engine comes from the project (chromium, firefox, webkit).
for (const journey of JOURNEYS) {
  test(journey.name, async ({ engine, baseURL }, testInfo) => {
    test.skip(journey.engines !== undefined && !journey.engines.includes(engine.name), `run in ${journey.engines?.join(' and ')} only`);
    if (journey.everyOwner) test.slow();
    const pages: EnginePage[] = [];
    const figures: Record<string, unknown> = {};
    const base = baseURL ?? '';
    const { design, languagesURL, otherOwnerURL, sampleURL, writingURL } = testInfo.project.metadata as {
      design?: Design;
      languagesURL: string;
      otherOwnerURL: string;
      sampleURL: string;
      writingURL: string;
    };
    // Another design (decision 048): every journey on its one server, the owner who writes in
    // three languages; otherwise the owner's site, the fixture owners' and the languages' servers.
    const pagesInDesign = design === undefined ? undefined : designPages(design);
    const [owner] = pagesInDesign ?? [siteOf('owner')];
    try {
      await journey.run({
        engine,
        site: owner ?? siteOf('owner'),
        baseURL: base,
        languages: pagesInDesign ? { baseURL: base, pages: pagesInDesign } : { baseURL: languagesURL, pages: pagesOf('multilingual') },
        owners: pagesInDesign
          ? [{ site: owner ?? siteOf('owner'), baseURL: base }]
          : [
              { site: siteOf('owner'), baseURL: base },
              { site: siteOf('sample'), baseURL: sampleURL },
              { site: siteOf('other-owner'), baseURL: otherOwnerURL },
              { site: siteOf('multilingual-en'), baseURL: languagesURL },
            ],
        writing: {
          baseURL: pagesInDesign ? base : writingURL,
          // The longest post (every Markdown feature), a case study, the list, and a right-to-left post.
          paths: [`/posts/${longest?.slug}/`, `/work/${caseStudies[0]?.text.slug}/`, '/posts/', `/ar/posts/${multilingualPost?.slug}/`],
        },
        open: async (options, other) => {
          const page = await engine.newPage(other ?? base, options);
          pages.push(page);
          return page;
        },
        finish: async (page) => {
          expect(await page.problems(), `console of a page in ${engine.name}`).toEqual([]);
          pages.splice(pages.indexOf(page), 1);
          await page.close();
        },
        record: (name, value) => (figures[name] = value),
      });
      // No journey may leave an error or warning in any page's console, in any engine.
      for (const page of pages) expect(await page.problems(), `console of a page in ${engine.name}`).toEqual([]);
    } finally {
      for (const page of pages) await page.close().catch(() => undefined);
      if (Object.keys(figures).length > 0) {
        // Printed and kept with the results: a run's landing offsets and scroll jumps, per engine.
        console.log(`${engine.name} figures: ${JSON.stringify(figures)}`);
        await testInfo.attach('figures', { body: JSON.stringify({ engine: engine.name, ...figures }), contentType: 'application/json' });
      }
    }
  });
}
