import { expect, test } from '@playwright/test';
import { poppler } from './support';
import { site } from '../fixtures/sample/site';

test('title, description, canonical and share tags come from the content', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`${site.owner.name} · Software Engineer`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
  // words.meta.description: "{name}, {jobTitle} in {city}. {goal}. Skills: {skills}."
  expect(await meta('meta[name="description"]')).toBe(
    `${site.owner.name}, Software Engineer in ${site.owner.city}. ${site.owner.goal}. Skills: ${site.skills.slice(0, 6).map((skill) => skill.name).join(', ')}.`,
  );
  // One language: no alternates, and the page says which direction it is written in.
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.siteUrl}/`);
  expect(await meta('meta[property="og:title"]')).toBe(`${site.owner.name} · Software Engineer`);
  expect(await meta('meta[property="og:image"]')).toBe(`${site.siteUrl}/og-image.png`);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');

  const image = await page.request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('JSON-LD describes the owner as a schema.org Person, the main entity of the ProfilePage', async ({ page }) => {
  await page.goto('/');
  const raw = await page.locator('script[type="application/ld+json"]').textContent();
  const profile = JSON.parse(raw ?? '') as { '@context': string; '@type': string; mainEntity: Record<string, unknown> };
  expect(profile).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfilePage' });
  const person = profile.mainEntity;
  expect(person).toMatchObject({
    '@type': 'Person',
    name: site.owner.name,
    jobTitle: 'Software Engineer',
    email: `mailto:${site.owner.email}`,
  });
  expect(person.sameAs).toEqual(site.socials.map((social) => social.url));
  expect(person.knowsAbout).toContain('TypeScript');
});

test('sitemap.xml, robots.txt, manifest and icons are served and valid', async ({ page, request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  await page.goto('/');
  const locs = await page.evaluate(async () => {
    const xml = new DOMParser().parseFromString(await (await fetch('/sitemap.xml')).text(), 'application/xml');
    if (xml.querySelector('parsererror')) return ['parse error'];
    return Array.from(xml.getElementsByTagName('loc')).map((l) => l.textContent);
  });
  expect(locs).toEqual([`${site.siteUrl}/`]);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);

  // In the served HTML, not added by script: crawlers read the page without running it.
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/site.webmanifest" />');
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe(`${site.owner.name} · Software Engineer`);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
});

test('the CV is a real one-page PDF whose text has the owner, skills and projects', async ({ request }) => {
  const response = await request.get('/resume.pdf');
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await response.body();
  expect(poppler('pdfinfo', pdf)).toMatch(/^Pages:\s+1$/mu);
  const text = poppler('pdftotext', pdf);
  for (const expected of [site.owner.name, 'Software Engineer', site.owner.email, 'TypeScript', site.projects![0]?.title ?? '']) {
    expect(text).toContain(expected);
  }
});
