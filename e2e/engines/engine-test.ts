import { test as base } from '@playwright/test';
import type { Engine, EngineName } from './engine-page';
import { PuppeteerEngine } from './puppeteer-engine';
import { WebKitEngine } from './webkit-engine';

/**
 * The engines suite's `test`: each Playwright project names an engine (`engineName`), and each
 * worker starts that engine once. Playwright's own browser is never launched here.
 */
export const test = base.extend<object, { engineName: EngineName; engine: Engine }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = engineName === 'webkit' ? new WebKitEngine() : new PuppeteerEngine(engineName);
      try {
        await use(engine);
      } finally {
        await engine.close();
      }
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
