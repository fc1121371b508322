import { expect, test } from '@playwright/test';
import { startDevServer, stopDevServer, type DevServer } from '../dev-server-process';
import { gotoHydrated, watchConsole } from '../support';
import { drafts, posts } from './fixture';

// `npm run dev` on the fixture owner who writes: its drafts are there, as no build has them.
let dev: DevServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dev = await startDevServer({ CONTENT_DIR: 'fixtures/writing' });
  origin = dev.origin;
});

test.afterAll(() => stopDevServer(dev));

test('npm run dev lists and shows the drafts beside the posts, its header live, without console errors', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await gotoHydrated(page, `${origin}/posts/`);
  await expect(page.locator('.post-list > li')).toHaveCount(posts.length + drafts.length);
  for (const draft of drafts) {
    await gotoHydrated(page, `${origin}/posts/${draft.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.front.title ?? '');
  }
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/light-theme/u);
  expect(problems.filter((problem) => !problem.includes('[vite]'))).toEqual([]);
});
