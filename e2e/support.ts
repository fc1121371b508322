import type { Page } from '@playwright/test';

/** Collects console errors and page errors; a clean page has none, hydration warnings included. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated (the client marks the page so tests need not guess). */
export async function gotoHydrated(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export const SECTIONS = ['home', 'skills', 'work', 'contact'] as const;

export { poppler } from '../scripts/poppler';
