import type { SiteContent } from '../contract/content-schema';
import { site as owner } from '../content/site';
import { site as otherOwner } from '../fixtures/other-owner/site';
import { site as sample } from '../fixtures/sample/site';

export type E2ESite = {
  /** The Playwright project that tests this site. */
  name: 'sample' | 'owner' | 'other-owner';
  contentDir: string;
  outDir: string;
  content: SiteContent;
};

export const E2E_SITES: readonly E2ESite[] = [
  { name: 'sample', contentDir: 'fixtures/sample', outDir: 'test-results/site-sample', content: sample },
  { name: 'owner', contentDir: 'content', outDir: 'dist', content: owner },
  { name: 'other-owner', contentDir: 'fixtures/other-owner', outDir: 'test-results/site-other-owner', content: otherOwner },
];

/** The content the current project's site was built from. */
export function siteOf(projectName: string): E2ESite {
  const site = E2E_SITES.find((candidate) => candidate.name === projectName);
  if (!site) throw new Error(`no e2e site for the Playwright project "${projectName}"`);
  return site;
}
