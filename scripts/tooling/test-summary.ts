/**
 * Prints one closing line for the whole `npm test` run, `N passed, N failed`, from the JSON
 * reports Vitest and Playwright wrote, so CI can read the count without knowing either runner.
 */
import { existsSync, readFileSync } from 'node:fs';

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

function read<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

const unit = read<VitestReport>('test-results/vitest.json');
const browser = read<PlaywrightReport>('test-results/playwright.json');
if (!unit || !browser) {
  console.error('test-summary: a test report is missing; did every suite run?');
  process.exit(1);
}
const passed = unit.numPassedTests + browser.stats.expected;
const failed = unit.numFailedTests + browser.stats.unexpected + browser.stats.flaky;
const skipped = unit.numPendingTests + browser.stats.skipped;
console.log(`unit ${unit.numPassedTests} passed, browser ${browser.stats.expected} passed`);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
