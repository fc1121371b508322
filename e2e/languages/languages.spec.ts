import path from 'node:path';
import { expect, test } from '@playwright/test';
import { translate, type Translation } from '../../contract/translation';
import { fill } from '../../contract/words';
import { folioWords, wordsOf } from '../../contract/folio-words';
import { foreignEnglish, hasPhrase } from '../../contract/interface-phrases';
import { site as multilingual } from '../../fixtures/multilingual/site';
import { translation as arabic } from '../../fixtures/multilingual/translations/ar';
import { translation as german } from '../../fixtures/multilingual/translations/de';
import { BUDGET, firstLoad } from '../../scripts/site/size-budget';
import { directionOf } from '../written-out';
import { storedMessages } from '../stored-messages';
import { expectNoViolations, gotoHydrated } from '../support';
import { pagesOf } from '../sites';

// The fixture owner in several languages (fixtures/multilingual), its default language first;
// every expectation comes from the pages' own content.
const pages = pagesOf('multilingual');
/** Each language's name in itself, as the switcher shows it. */
const NAMES: Record<string, string> = { en: 'English', de: 'Deutsch', ar: 'العربية' };
const nameOf = (lang: string): string => NAMES[lang] ?? `no name written for ${lang}`;
const [first] = pages;
const url = (where: string) => new URL(`/${where}`, first?.content.siteUrl).href;

test('every language has its page: its language and direction, its own address, and all the others named', async ({ page, request }) => {
  expect(pages.length).toBeGreaterThanOrEqual(3);
  const alternates = [...pages.map((each) => [each.content.lang, url(each.path)]), ['x-default', url('')]];
  for (const each of pages) {
    await gotoHydrated(page, `/${each.path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', each.content.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', directionOf(each.content.lang));
    await expect(page.locator('h1')).toHaveText(each.content.owner.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url(each.path));
    const links = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((found) => found.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(links, `alternates on /${each.path}`).toEqual(alternates);
    const { mainEntity: person } = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as { mainEntity: Record<string, unknown> };
    expect(person).toMatchObject({ name: each.content.owner.name, url: url(each.path) });
    expect(person.jobTitle).toBe(each.content.owner.jobTitle);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', url(`${each.path}og-image.png`));
    // The page's own share card and CV are there, in its folder.
    for (const file of ['og-image.png', 'resume.pdf']) expect((await request.get(`/${each.path}${file}`)).ok(), `/${each.path}${file}`).toBe(true);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((match) => match[1])).toEqual(pages.map((each) => url(each.path)));
});

test('no automatic redirect: each address stays, and a language folder without its slash gets it', async ({ request }) => {
  for (const language of ['de-DE,de;q=0.9', 'ar,en;q=0.5']) {
    const response = await request.get('/', { headers: { 'Accept-Language': language }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<html lang="${first?.content.lang}"`);
  }
  const other = pages[1];
  const bare = await request.get(`/${other?.path.replace(/\/$/u, '')}`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe(`/${other?.path}`);
});

test('the switcher by keyboard: it says which language the page is in, lists each in its own language, and Escape closes it', async ({ page }) => {
  await gotoHydrated(page);
  const words = wordsOf(first?.content.words, first?.content.lang ?? 'en').page;
  const summary = page.locator('header summary');
  await expect(summary).toHaveAccessibleName(`${words.language}: ${first?.content.lang.toUpperCase()}`);
  // Focused as Tab would reach it; what is tested is what the keys do from there.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('header details')).toHaveAttribute('open', '');
  const links = page.locator('header details a');
  await expect(links).toHaveCount(pages.length);
  for (const [index, each] of pages.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('lang', each.content.lang);
    await expect(link).toHaveAttribute('hreflang', each.content.lang);
    await expect(link).toHaveAttribute('href', `/${each.path}`);
    await expect(link).toHaveText(nameOf(each.content.lang));
  }
  expect(await links.evaluateAll((found) => found.map((link) => link.hasAttribute('aria-current')))).toEqual(pages.map((_, index) => index === 0));
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('header details')).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();

  // And on to the second language, by keyboard: Enter, Tab twice, Enter.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${pages[1]?.path}$`, 'u'));
  await expect(page.locator('html')).toHaveAttribute('lang', pages[1]?.content.lang ?? '');
});

test('a screen reader hears the switcher as a collapsed, then expanded, control, and each language as a link in that language', async ({ page }) => {
  await gotoHydrated(page);
  const words = wordsOf(first?.content.words, first?.content.lang ?? 'en').page;
  const name = `${words.language}: ${first?.content.lang.toUpperCase()}`;
  // Chromium's own accessibility tree, as a screen reader reads it (not a test library's guess).
  const session = await page.context().newCDPSession(page);
  type AXNode = { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] };
  const switcher = async () => {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const node = nodes.find((candidate) => candidate.name?.value === name && candidate.role?.value !== 'group' && candidate.role?.value !== 'StaticText');
    return { role: node?.role?.value, expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value };
  };
  expect(await switcher()).toEqual({ role: 'DisclosureTriangle', expanded: false });
  await page.locator('header summary').click();
  expect(await switcher()).toEqual({ role: 'DisclosureTriangle', expanded: true });
  // The open list, as Playwright's accessibility snapshot has it: a link per language, named in itself.
  const tree = await page.locator('header details').ariaSnapshot();
  for (const each of pages) expect(tree).toContain(`link "${nameOf(each.content.lang)}"`);
});

test('each page ships only its own texts, and keeps to the first-load budget', async ({ request }) => {
  for (const each of pages) {
    const load = firstLoad(path.resolve(each.outDir), '/', each.path);
    console.log(`${each.content.lang}: first load (gzip bytes) html ${load.html}, css ${load.css}, js ${load.js}, images ${load.images}, total ${load.total}`);
    expect(load.js, `JavaScript on the first load of /${each.path}`).toBeLessThanOrEqual(BUDGET.js);
    expect(load.css, `CSS on the first load of /${each.path}`).toBeLessThanOrEqual(BUDGET.css);
    expect(load.total, `all first-load bytes of /${each.path}`).toBeLessThanOrEqual(BUDGET.total);
    // The content file the page's loader fetches (as firstLoad read it): what this page ships of the texts.
    const file = load.contentFile ?? '';
    expect(file, `the content file /${each.path} fetches`).toMatch(/^\/assets\/content-\w+\.json$/u);
    const shipped = await (await request.get(file)).text();
    const content = JSON.parse(shipped) as { lang: string; owner: { jobTitle: string } };
    expect(content.lang).toBe(each.content.lang);
    for (const other of pages.filter((candidate) => candidate.content.owner.jobTitle !== each.content.owner.jobTitle)) {
      expect(shipped, `/${each.path} carries ${other.content.lang}'s texts`).not.toContain(other.content.owner.jobTitle);
    }
  }
});

test('the form answers in the page\'s language: its checks, the service\'s errors and its success', async ({ page }) => {
  for (const each of pages.slice(1)) {
    const form = wordsOf(each.content.words, each.content.lang).form;
    await gotoHydrated(page, `/${each.path}#contact`);
    await page.getByRole('button', { name: form.send }).click();
    await expect(page.locator('#contact-email-error')).toHaveText(form.emailRequired);
    await page.getByRole('textbox', { name: form.emailLabel }).fill('not an address');
    await page.getByRole('button', { name: form.send }).click();
    await expect(page.locator('#contact-email-error')).toHaveText(form.emailInvalid);

    // The service answers with a code; the page says it in its own words.
    await page.route('**/api/v1', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }));
    await page.getByRole('textbox', { name: form.emailLabel }).fill(`recruiter+${each.content.lang}@company.com`);
    await page.getByRole('textbox', { name: form.messageLabel }).fill(`A message from the ${each.content.lang} page.`);
    await page.getByRole('button', { name: form.send }).click();
    // With the owner's address offered in the page's own words (form.writeInstead), when they give one (issue 41).
    const { email } = each.content.owner;
    if (email === undefined) {
      await expect(page.getByRole('status')).toHaveText(form.failure);
      await expect(page.getByRole('status').getByRole('link')).toHaveCount(0);
    } else {
      await expect(page.getByRole('status')).toHaveText(`${form.failure}${fill(form.writeInstead, { email })}`);
      await expect(page.getByRole('status').getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    await page.unroute('**/api/v1');

    await page.getByRole('button', { name: form.send }).click();
    await expect(page.getByRole('status')).toHaveText(form.success);
    expect(storedMessages(each).some((message) => message.message === `A message from the ${each.content.lang} page.`)).toBe(true);
  }
});

test('right to left on a phone: the menu opens from the header over the page, fits it, and Escape closes it', async ({ page }) => {
  const rtl = pages.find((each) => directionOf(each.content.lang) === 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `/${rtl?.path}`);
  const words = wordsOf(rtl?.content.words, rtl?.content.lang ?? 'en').page;
  await page.getByRole('button', { name: words.openMenu }).click();
  const panel = page.locator('#site-menu');
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  // The nav reads from the right: each item's text starts at the panel's right edge.
  const items = await panel.locator('nav a').evaluateAll((links) => links.map((link) => getComputedStyle(link).direction));
  expect(new Set(items)).toEqual(new Set(['rtl']));
  await expect(page.locator('html')).toHaveClass(/menu-open/u);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expectNoViolations(page, `the ${rtl?.content.lang} page on a phone`);
});

test('a text a translation leaves out is marked in the default language and isolated, its stop at its own end', async ({ page }) => {
  const translations: Translation[] = [arabic, german];
  let checked = 0;
  for (const each of pages.slice(1)) {
    const translation = translations.find((candidate) => candidate.lang === each.content.lang);
    if (translation === undefined || first === undefined) continue;
    // What translate() reports left out, less the words only the CV and the search results show.
    const shown = translate(multilingual, translation).missing.filter(({ path: where }) => !/^words\.(cv|meta)\./u.test(where));
    if (shown.length === 0) continue;
    await gotoHydrated(page, `/${each.path}`);
    for (const { path: where, fallback } of shown) {
      const element = page.getByText(fallback, { exact: true });
      await expect(element, where).toHaveCount(1);
      await expect(element, where).toHaveAttribute('lang', first.content.lang);
      // Isolated, in the default language's direction, however the page around it runs.
      const seen = await element.evaluate((found) => {
        const style = getComputedStyle(found);
        const text = [...found.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) as Text;
        const box = (from: number) => {
          const range = document.createRange();
          range.setStart(text, from);
          range.setEnd(text, from + 1);
          return range.getBoundingClientRect();
        };
        const last = text.length - 1;
        // On one line, where the text's first and last characters stand, from the left.
        return { bidi: style.unicodeBidi, direction: style.direction, firstX: box(0).left, lastX: box(last).left, sameLine: Math.abs(box(0).top - box(last).top) < 2 };
      });
      expect(seen.bidi, where).toBe('isolate');
      expect(seen.direction, where).toBe(directionOf(first.content.lang));
      // Read in its own direction: its last character (the stop) ends the text on its own side.
      if (seen.sameLine) expect(directionOf(first.content.lang) === 'ltr' ? seen.lastX > seen.firstX : seen.lastX < seen.firstX, `${where}: ${JSON.stringify(seen)}`).toBe(true);
      checked += 1;
    }
    // The page's own language stays on the page's own texts.
    await expect(page.locator(`main [lang]:not([lang="${first.content.lang}"])`)).toHaveCount(0);
  }
  expect(checked, 'the multilingual fixture leaves at least one text of the page untranslated').toBeGreaterThan(0);
});

test('on a right-to-left page, a company and a school keep their own direction beside the Arabic around them', async ({ page }) => {
  const rtl = pages.find((each) => directionOf(each.content.lang) === 'rtl');
  const names = [...(rtl?.content.experience ?? []).map((job) => job.company), ...(rtl?.content.education ?? []).map((study) => study.school)];
  expect(names.length).toBeGreaterThan(0);
  await gotoHydrated(page, `/${rtl?.path}#experience`);
  for (const name of names) {
    // The innermost element that holds exactly the name, and how the browser lays it out.
    const element = page.locator('#experience').getByText(name, { exact: true }).last();
    expect(await element.evaluate((found) => getComputedStyle(found).unicodeBidi), name).toBe('isolate');
  }
});

test('the interface is in the page\'s language: no English word of folio\'s on a translation\'s page, folio\'s own words where the owner gives none', async ({ page }) => {
  let checked = 0;
  for (const each of pages.slice(1)) {
    const folio = folioWords(each.content.lang);
    if (folio === undefined || first === undefined) continue;
    await gotoHydrated(page, `/${each.path}`);
    // What a visitor reads or hears, less the owner's texts the translation leaves in the default
    // language (marked with its lang): those are the owner's to translate, not folio's.
    const text = await page.evaluate((defaultLang) => {
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const element of body.querySelectorAll(`[lang="${defaultLang}"], script, style, template`)) element.remove();
      const read = [...body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
      return [body.textContent ?? '', ...read].join('\n');
    }, first.content.lang);
    const english = foreignEnglish(each.content.lang).filter((phrase) => hasPhrase(text, phrase));
    expect(english, `English interface words on /${each.path}`).toEqual([]);
    // Where the owner's translation words nothing, folio's own words for the language are shown.
    const translation = [arabic, german].find((candidate) => candidate.lang === each.content.lang);
    const own = translation?.words?.form;
    for (const key of ['send', 'requiredNote'] as const) {
      const expected = own?.[key] ?? folio.form[key];
      await expect(page.locator('#contact'), `${each.content.lang} form.${key}`).toContainText(expected);
    }
    checked += 1;
  }
  expect(checked, 'the multilingual fixture has a translation into a language folio ships').toBeGreaterThanOrEqual(2);
});
