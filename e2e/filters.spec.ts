import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

test('skills start on FrontEnd and filter by category', async ({ page }) => {
  await gotoHydrated(page);
  const skills = page.locator('#skills');
  const buttons = skills.getByRole('group', { name: 'Skill categories' }).getByRole('button');
  await expect(buttons).toHaveText(['FrontEnd', 'BackEnd', 'Others']);
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(skills.getByRole('progressbar')).toHaveCount(4);

  for (const [name, count] of [['BackEnd', 5], ['Others', 2], ['FrontEnd', 4]] as const) {
    await skills.getByRole('button', { name }).click();
    await expect(skills.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect(skills.getByRole('progressbar')).toHaveCount(count);
  }
});

test('each skill card shows its name, percentage and a bar filled to it', async ({ page }) => {
  await gotoHydrated(page);
  const bar = page.getByRole('progressbar', { name: 'TypeScript' });
  await expect(bar).toHaveAttribute('aria-valuenow', '85');
  const card = bar.locator('xpath=ancestor::li[1]');
  await expect(card).toContainText('TypeScript');
  await expect(card).toContainText('85%');
  const ratio = await bar.evaluate((el) => {
    const fill = el.querySelector('[data-bar-fill]') as SVGGraphicsElement;
    return fill.getBoundingClientRect().width / el.getBoundingClientRect().width;
  });
  expect(ratio).toBeCloseTo(0.85, 2);
});

test('work filters show all, then each category, with the card animation', async ({ page }) => {
  await gotoHydrated(page);
  const work = page.locator('#work');
  const filters = work.getByRole('group', { name: 'Project categories' }).getByRole('button');
  await expect(filters).toHaveText(['all', 'Ecommerce', 'Development']);
  await expect(work.getByRole('listitem')).toHaveCount(5);
  // No animation on first paint: the page must not zoom in as it loads.
  await expect(work.getByRole('listitem').first()).toHaveCSS('animation-name', 'none');

  await work.getByRole('button', { name: 'Ecommerce' }).click();
  await expect(work.getByRole('listitem')).toHaveCount(2);
  const card = work.getByRole('listitem').first();
  await expect(card).toHaveCSS('animation-name', 'card-in');
  await expect(card).toHaveCSS('animation-duration', '0.3s');
  const from = await page.evaluate(() => {
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSKeyframesRule && rule.name === 'card-in') {
          const first = rule.cssRules[0] as CSSKeyframeRule;
          return { opacity: first.style.opacity, transform: first.style.transform };
        }
      }
    }
    return null;
  });
  expect(from).toEqual({ opacity: '0.8', transform: 'scale(0.6)' });

  await work.getByRole('button', { name: 'Development' }).click();
  await expect(work.getByRole('listitem')).toHaveCount(3);
  await work.getByRole('button', { name: 'all' }).click();
  await expect(work.getByRole('listitem')).toHaveCount(5);
  await expect(work.getByRole('link', { name: /See Project/u })).toHaveCount(5);
});

test('project links open in a new tab safely', async ({ page }) => {
  await gotoHydrated(page);
  const links = page.locator('#work').getByRole('link', { name: /See Project/u });
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//u);
  }
});

test('under reduced motion the cards do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page);
  await page.locator('#work').getByRole('button', { name: 'Development' }).click();
  await expect(page.locator('#work').getByRole('listitem').first()).toHaveCSS('animation-name', 'none');
});

test('hover lifts cards and zooms project images, but nothing moves under reduced motion', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page);
  const skill = page.locator('#skills').getByRole('listitem').first();
  const image = page.locator('#work img').first();
  await skill.scrollIntoViewIfNeeded();
  await skill.hover();
  await expect(skill).not.toHaveCSS('translate', 'none');
  await image.scrollIntoViewIfNeeded();
  await image.hover();
  await expect(image).not.toHaveCSS('scale', 'none');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.mouse.move(0, 0);
  await skill.scrollIntoViewIfNeeded();
  await skill.hover();
  await expect(skill).toHaveCSS('translate', 'none');
  await image.scrollIntoViewIfNeeded();
  await image.hover();
  await expect(image).toHaveCSS('scale', 'none');
});
