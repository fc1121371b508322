import { expect, test } from '@playwright/test';
import { poppler } from './support';

test('title, description, canonical and share tags come from the content', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Alex Rivera · Software Engineer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
  expect(await meta('meta[name="description"]')).toMatch(/^Alex Rivera, software engineer in Austin, Texas, USA\./u);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://alex-rivera.example.com/');
  expect(await meta('meta[property="og:title"]')).toBe('Alex Rivera · Software Engineer');
  expect(await meta('meta[property="og:image"]')).toBe('https://alex-rivera.example.com/og-image.png');
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');

  const image = await page.request.get('/og-image.png');
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('JSON-LD describes the owner as a schema.org Person', async ({ page }) => {
  await page.goto('/');
  const raw = await page.locator('script[type="application/ld+json"]').textContent();
  const person = JSON.parse(raw ?? '') as Record<string, unknown>;
  expect(person).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: 'Alex Rivera',
    jobTitle: 'Software Engineer',
    email: 'mailto:alex.rivera@example.com',
  });
  expect(person.sameAs).toEqual([
    'https://www.linkedin.com/in/alex-rivera-dev',
    'https://github.com/alex-rivera-dev',
    'https://x.com/alexrivera_dev',
  ]);
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
  expect(locs).toEqual(['https://alex-rivera.example.com/']);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain('Sitemap: https://alex-rivera.example.com/sitemap.xml');

  // In the served HTML, not added by script: crawlers read the page without running it.
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/site.webmanifest" />');
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe('Alex Rivera · Software Engineer');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
});

test('the CV is a real one-page PDF whose text has the owner, skills and projects', async ({ request }) => {
  const response = await request.get('/resume.pdf');
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await response.body();
  expect(poppler('pdfinfo', pdf)).toMatch(/^Pages:\s+1$/mu);
  const text = poppler('pdftotext', pdf);
  for (const expected of ['Alex Rivera', 'Software Engineer', 'alex.rivera@example.com', 'TypeScript', 'CaseCraft']) {
    expect(text).toContain(expected);
  }
});
