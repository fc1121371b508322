import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * One folder per `npm test` run for the servers' databases. The config is evaluated again in every
 * worker; the environment, which workers inherit, makes them all agree on the first one.
 */
export function e2eRunDir(): string {
  return (process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'folio-e2e-')));
}

/** The SQLite file `site`'s server stores messages in during this run. */
export function databaseOf(site: E2ESite): string {
  return path.join(e2eRunDir(), `${site.name}.db`);
}
