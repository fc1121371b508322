import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SITES } from './e2e/sites';
import { chromiumLaunch } from './scripts/chromium';

const basePort = Number(process.env.E2E_PORT ?? 4391);
// One fresh database per server and run; specs read it back through `npm run messages`.
const runDir = mkdtempSync(path.join(tmpdir(), 'folio-e2e-'));
const sampleDatabase = (process.env.E2E_DATABASE_PATH ??= path.join(runDir, 'messages.db'));

/**
 * Three sites, each built from one content folder and served exactly as `npm start` serves it:
 * - `sample`: the frozen sample (fixtures/sample); the behaviour and spec suites in e2e/*.spec.ts.
 * - `owner`: whatever content/ holds, built by `npm run build` into dist/; the content-agnostic
 *   suite in e2e/owner/, which derives every expectation from that content.
 * - `other-owner`: the same suite on an owner unlike the sample, so it cannot lean on the sample.
 */
const sites = E2E_SITES.map((site, index) => ({
  ...site,
  port: basePort + index,
  database: site.name === 'sample' ? sampleDatabase : path.join(runDir, `${site.name}.db`),
}));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: { launchOptions: chromiumLaunch, trace: 'off' },
  projects: sites.map((site) => ({
    name: site.name,
    ...(site.name === 'sample' ? { testIgnore: 'owner/**' } : { testMatch: 'owner/*.spec.ts' }),
    use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, baseURL: `http://127.0.0.1:${site.port}` },
  })),
  webServer: sites.map((site) => ({
    // `npm start` as an owner runs it, on the site's own build, port and database. The owner's site
    // is the dist/ that `npm test` built just before; npm start builds a fixture site that is stale.
    command: 'npm start',
    url: `http://127.0.0.1:${site.port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      CONTENT_DIR: site.contentDir,
      OUT_DIR: site.outDir,
      STATIC_DIR: site.outDir,
      PORT: String(site.port),
      HOST: '127.0.0.1',
      DATABASE_PATH: site.database,
      RATE_LIMIT_PER_MINUTE: '1000',
    },
  })),
});
