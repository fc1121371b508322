import { contentPaths } from '../../contract/content-paths';
import { readTexts } from '../../scripts/posts/read-posts';
import { expect, test } from './any-owner-test';

/**
 * The owner's posts (issue 24), whatever content/ holds: none is fine (no section, no list, no
 * feeds, no error); with posts, the list and the feeds name every published one in this page's
 * language or the site's.
 */
test('the Writing section, the list of posts and the feeds follow the posts the content has', async ({ page, request, site, e2eSite }) => {
  const { texts } = readTexts(contentPaths(e2eSite.contentDir));
  const published = texts.filter((text) => text.kind === 'post' && text.lang === undefined && text.front.draft !== true);
  const ownPosts = texts.filter((text) => text.kind === 'post' && text.front.draft !== true && (text.lang ?? site.lang) === site.lang);
  await page.goto('./');
  const linked = site.nav.some((item) => item.path === 'writing');
  await expect(page.locator('#writing')).toHaveCount(linked && published.length > 0 ? 1 : 0);
  expect((await request.get('posts/')).status()).toBe(published.length > 0 ? 200 : 404);
  for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
    expect((await request.get(feed)).status(), feed).toBe(ownPosts.length > 0 ? 200 : 404);
    await expect(page.locator(`head link[rel=alternate][href$="${feed}"]`)).toHaveCount(ownPosts.length > 0 ? 1 : 0);
  }
  if (published.length > 0) {
    await page.goto('posts/');
    await expect(page.locator('.post-list > li')).toHaveCount(published.length);
  }
});
