import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { animationsEnded, gotoHydrated, SECTIONS, watchConsole } from './support';
import { expectDesignRulesEverywhere } from './imported/design-rules';
import { site } from '../fixtures/sample/site';

test('loads and hydrates with no console error or warning', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page);
  await page.locator('#skills').getByRole('button', { name: 'BackEnd' }).click();
  await page.locator('#work').getByRole('button', { name: 'Development' }).click();
  // The filters' cards animate in: what they log, they log by the time the animations end.
  await animationsEnded(page);
  expect(problems).toEqual([]);
});

test('has every section in the spec order with its texts', async ({ page }) => {
  await gotoHydrated(page);
  const ids = await page.evaluate(() =>
    Array.from(document.querySelectorAll('header, #home, #goal, #skills, #work, #contact, footer')).map((el) => el.id || el.tagName.toLowerCase()),
  );
  expect(ids).toEqual(['header', 'home', 'goal', 'skills', 'work', 'contact', 'footer']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.owner.name);
  await expect(page.locator('#home')).toContainText('Software Engineer');
  await expect(page.locator('#home')).toContainText('React, Next, Java, SpringBoot');
  await expect(page.locator('#home p').filter({ hasText: /^3\s*Years of/u })).toHaveText(/^3\s*Years of\s*Experience$/u);
  await expect(page.locator('#goal')).toHaveText('Looking for a full-stack developer position');
  await expect(page.getByRole('heading', { name: 'Professional Skills' })).toBeVisible();
  await expect(page.getByText('My Talents')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Me' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© 2024 ${site.owner.name}. All rights reserved.`);
  await expect(page.getByRole('contentinfo')).toContainText(site.footer.credit);
});

test('social links open in a new tab, safely, with names', async ({ page }) => {
  await gotoHydrated(page);
  for (const name of site.socials.map((social) => social.label)) {
    const links = page.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
});

test('Download CV downloads a one-page PDF', async ({ page }) => {
  await gotoHydrated(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CV' }).click()]);
  expect(download.suggestedFilename()).toBe(`${site.owner.name.split(' ').join('-')}-Resume.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = file.toString('latin1').match(/\/Type\s*\/Page(?!s)/gu) ?? [];
  expect(pages).toHaveLength(1);
});

test('images have alt text and intrinsic dimensions', async ({ page }) => {
  await gotoHydrated(page);
  const images = await page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({ alt: img.getAttribute('alt'), width: img.getAttribute('width'), height: img.getAttribute('height') })),
  );
  expect(images).toHaveLength(1 + site.projects!.length);
  for (const image of images) {
    expect(image.alt).toBeTruthy();
    expect(Number(image.width)).toBeGreaterThan(0);
    expect(Number(image.height)).toBeGreaterThan(0);
  }
});

for (const width of [360, 390, 768, 1024, 1440]) {
  test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pre-rendered page is readable and the anchors work', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.owner.name);
    await expect(page.getByRole('progressbar')).toHaveCount(4);
    await expect(page.locator('#work li')).toHaveCount(5);
    await expect(page.locator('#contact')).toContainText('Open To Work');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/#contact$/u);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
});

test('every section can be reached by its anchor', async ({ page }) => {
  for (const id of SECTIONS) {
    await page.goto(`/#${id}`);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
});

test.describe('without JavaScript on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the navigation is visible and the controls that need JavaScript are gone', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Switch to/u })).toBeHidden();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/#contact$/u);
    // The form cannot send without JavaScript: it says so instead of submitting itself as a GET.
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    // (Playwright's text engine skips <noscript>, so the note is found by its place in the form.)
    const note = page.locator('#contact form noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('This form needs JavaScript.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

test('holds the design rules of a real career too: the first screen, links, skills and projects, at both widths and in both themes', async ({ page }) => {
  test.slow();
  await expectDesignRulesEverywhere(page, './', site, 'the sample');
});
