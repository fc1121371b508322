import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4391);
// One fresh database per run; specs read it back through `npm run messages`.
process.env.E2E_DATABASE_PATH ??= path.join(mkdtempSync(path.join(tmpdir(), 'folio-e2e-')), 'messages.db');


export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    // Exactly what `npm start` runs, on its own port and database.
    command: 'npm start',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
