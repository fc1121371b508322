import type { Locator, Page } from '@playwright/test';
import { gotoHydrated } from '../support';
import { expect, test } from './any-owner-test';

/**
 * Issue 23, item 12: whatever the owner's name and nav labels, in whatever language, the header
 * holds each on one line, and nothing leaves the window: the nav sits in the row when the row has
 * room for it, and behind the menu button when it has not.
 */

/**
 * How many lines an element's visible text takes: the distinct lines its text's boxes sit on
 * (text only for screen readers, in a 1 px box, is not on any line a visitor sees).
 */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if ((text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** The header's row: its box, and the boxes of what is in it (the open menu's panel, over the page, aside). */
function rowLayout(page: Page) {
  return page.locator('header > div').evaluate((row) => {
    const box = (element: Element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const items = [...row.children].filter((child) => getComputedStyle(child).position !== 'absolute' && child.getBoundingClientRect().width > 0).map(box);
    return { row: box(row), items, windowWidth: document.documentElement.clientWidth, pageWidth: document.documentElement.scrollWidth };
  });
}

/** Whether the nav would overflow the row if it were put back into it, the name hidden to make room (the fit script's `initials`). */
function navWouldOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const chosen = root.getAttribute('data-header-fit');
    root.setAttribute('data-header-fit', 'initials');
    const row = document.querySelector('header > div') as HTMLElement;
    const overflows = row.scrollWidth > row.clientWidth;
    if (chosen === null) root.removeAttribute('data-header-fit');
    else root.setAttribute('data-header-fit', chosen);
    return overflows;
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the name, each nav label and the language button take one line each, and nothing leaves the window', async ({ page, site, words }) => {
    await gotoHydrated(page);
    const header = page.getByRole('banner');
    // One row, as tall as the header is designed (h-16).
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(65);

    // Beside the initials when there is room for it, else only in the link's accessible name.
    const name = header.getByText(site.owner.name, { exact: true });
    if (((await name.boundingBox())?.width ?? 0) > 1) expect(await linesOf(name)).toBe(1);
    else await expect(header.getByRole('link', { name: site.owner.name })).toBeVisible();

    const layout = await rowLayout(page);
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.windowWidth);
    for (const item of layout.items) {
      expect(item.left).toBeGreaterThanOrEqual(layout.row.left);
      expect(item.right).toBeLessThanOrEqual(layout.row.right);
      expect(item.bottom - item.top).toBeLessThanOrEqual(layout.row.bottom - layout.row.top);
    }
    // Side by side, not on top of each other: in the order of the page's direction.
    const inOrder = [...layout.items].sort((a, b) => a.left - b.left);
    for (const [index, item] of inOrder.entries()) if (index > 0) expect(item.left).toBeGreaterThanOrEqual((inOrder[index - 1]?.right ?? 0) - 0.5);

    const language = header.locator('summary');
    if ((await language.count()) > 0) {
      expect(await linesOf(language)).toBe(1);
      expect((await language.boundingBox())?.height).toBeLessThanOrEqual(44);
    }

    const nav = header.getByRole('navigation', { name: words.page.navLabel });
    const menu = header.getByRole('button', { name: words.page.openMenu });
    if (await nav.isVisible()) {
      await expect(menu).toBeHidden();
    } else {
      // The labels did not fit: the menu holds them, and that was needed, not a guess.
      expect(await navWouldOverflow(page)).toBe(true);
      await menu.click();
      await expect(nav).toBeVisible();
    }
    const links = nav.getByRole('link');
    await expect(links).toHaveText(site.nav.map((item) => item.name));
    for (const link of await links.all()) expect(await linesOf(link), await link.innerText()).toBe(1);
  });

  test('the page fits its header by itself, before its script, and shows it', async ({ page }) => {
    // The page's script never arrives: what fitted the row is the page's own inline script after it.
    await page.route(/\/assets\/[^?]*\.js(\?|$)/u, (route) => route.abort());
    await page.goto('./', { waitUntil: 'load' });
    const state = await page.evaluate(() => ({
      fit: document.documentElement.getAttribute('data-header-fit'),
      hydrated: document.documentElement.dataset.hydrated ?? null,
    }));
    // Fitted to a level, not left pending (which shows the link home alone), and not by React.
    expect(state).toEqual({ fit: expect.stringMatching(/^(full|initials|menu|compact)$/u) as unknown, hydrated: null });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link').first()).toBeVisible();
    await expect(header.locator('[data-header-controls]')).toBeVisible();
  });

  test('the header is laid out for its words before it first shows: no layout shift in it', async ({ page }) => {
    await gotoHydrated(page);
    const shifted = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          type Shift = PerformanceEntry & { sources?: { node?: Node | null }[] };
          const inHeader = (entries: PerformanceEntry[]) =>
            (entries as Shift[])
              .flatMap((entry) => (entry.sources ?? []).map((source) => source.node))
              .filter((node): node is Element => node instanceof Element && node.closest('header') !== null)
              .map((node) => node.outerHTML.slice(0, 80));
          const seen: PerformanceEntry[] = [];
          const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
          // Every shift since the page began (buffered), read after two more frames: the page is
          // hydrated, so any shift of its first paint or its hydration is in by then.
          observer.observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              seen.push(...observer.takeRecords());
              observer.disconnect();
              resolve(inHeader(seen));
            }),
          );
        }),
    );
    expect(shifted).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens every nav label, each on one line, and Escape closes it', async ({ page, site, words }) => {
    await gotoHydrated(page);
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: words.page.navLabel });
    await expect(nav).toBeHidden();
    const layout = await rowLayout(page);
    expect(layout.pageWidth).toBeLessThanOrEqual(layout.windowWidth);
    for (const item of layout.items) expect(item.right).toBeLessThanOrEqual(layout.row.right);

    await header.getByRole('button', { name: words.page.openMenu }).click();
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(site.nav.map((item) => item.name));
    await expect(links.first()).toBeFocused();
    for (const link of await links.all()) {
      expect(await linesOf(link), await link.innerText()).toBe(1);
      const box = await link.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(header.getByRole('button', { name: words.page.openMenu })).toBeFocused();
  });
});
