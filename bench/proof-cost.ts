import { chromium } from '@playwright/test';
import { createChallenge } from 'altcha-lib/v1';
import { CHALLENGE_SUFFIX, SEND_AFTER_PARAM, type Challenge } from '../contract/proof-of-work';
import { chromiumLaunch } from '../scripts/tooling/chromium';
import { CPU_SLOWDOWN, VIEWPORTS } from './interactions';
import { median } from './median';
import { PROBE_SCRIPT, READ_PROBE, type ProbeReading } from './page-probe';
import type { ProofCost } from './types';

const RUNS = 3;

/**
 * What the proof of work costs a phone at its worst: the page at CPU_SLOWDOWN is handed a
 * challenge (in the service's format, from the service's own size) whose number is the last one
 * it allows, so the search makes every try, and the time it took is read from the page's own
 * `folio:proof-of-work` measure. A visitor's challenge takes half that on average.
 */
export async function measureProofCost(origin: string): Promise<ProofCost> {
  const issued = (await (await fetch(`${origin}/api${CHALLENGE_SUFFIX}`)).json()) as Challenge;
  const maxNumber = issued.maxnumber;
  const browser = await chromium.launch(chromiumLaunch);
  const worstCaseMs: number[] = [];
  let longestTaskMs = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const phone = VIEWPORTS[0];
      const context = await browser.newContext({ viewport: phone ? { width: phone.width, height: phone.height } : undefined, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        await page.addInitScript({ content: PROBE_SCRIPT });
        // Signed with a key of the bench's: the page never checks the signature, only the service does.
        await page.route(`**/api${CHALLENGE_SUFFIX}`, async (route) => {
          const challenge = await createChallenge({ hmacKey: 'bench', maxnumber: maxNumber, number: maxNumber, params: { [SEND_AFTER_PARAM]: String(Date.now()) } });
          await route.fulfill({ json: { ...challenge, waitMs: 0 } });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(origin, { waitUntil: 'load' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        const start = (await page.evaluate('performance.now()')) as number;
        await page.locator('main form input[type="email"]').focus();
        await page.waitForFunction(() => performance.getEntriesByName('folio:proof-of-work').length > 0, undefined, { timeout: 60_000 });
        const [measure] = (await page.evaluate(() => performance.getEntriesByName('folio:proof-of-work').map((entry) => ({ duration: entry.duration, detail: (entry as PerformanceMeasure).detail as { tries: number } })))) as { duration: number; detail: { tries: number } }[];
        if (!measure || measure.detail.tries !== maxNumber + 1) throw new Error(`the page made ${measure?.detail.tries} tries, not ${maxNumber + 1}`);
        worstCaseMs.push(measure.duration);
        const reading = (await page.evaluate(READ_PROBE)) as ProbeReading;
        for (const task of reading.tasks) if (task.startTime >= start) longestTaskMs = Math.max(longestTaskMs, task.duration);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { cpuSlowdown: CPU_SLOWDOWN, maxNumber, worstCaseMs, medianWorstCaseMs: median(worstCaseMs), longestTaskMs };
}
