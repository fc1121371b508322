import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/other-owner/site';
import { site as bareSite } from '../../fixtures/bare/site';
import { headTags, htmlOpenTag, pageTitle } from './head-tags';
import { profilePageJsonLd } from './profile-page';
import { languagePages } from '../languages/languages';
import { siteFiles, sitemap } from '../site/site-files';

describe('htmlOpenTag', () => {
  it('puts the dark theme on the page itself when it is the default, so it shows without JavaScript too', () => {
    expect(htmlOpenTag({ ...site, defaultTheme: 'dark' })).toBe(`<html lang="${site.lang}" dir="ltr" class="dark-theme"`);
    // Light is the stylesheet's own default; `system` needs the boot script to ask the browser.
    expect(htmlOpenTag({ ...site, defaultTheme: 'light' })).toBe(`<html lang="${site.lang}" dir="ltr"`);
    expect(htmlOpenTag({ ...site, defaultTheme: 'system' })).toBe(`<html lang="${site.lang}" dir="ltr"`);
  });

  it('says a right-to-left language is written right to left', () => {
    expect(htmlOpenTag({ ...site, lang: 'ar', defaultTheme: 'light' })).toBe('<html lang="ar" dir="rtl"');
    expect(htmlOpenTag({ ...site, lang: 'he', defaultTheme: 'light' })).toBe('<html lang="he" dir="rtl"');
  });
});

describe('a site in several languages', () => {
  const pages = languagePages(site.lang, ['de', 'ar']);
  const german = { ...site, lang: 'de' };
  const head = headTags(german, '/folio/', '', { path: 'de/', pages });
  const url = (where: string) => new URL(`/folio/${where}`, site.siteUrl).toString();

  it('gives each page its own canonical address and share card, and names every language\'s page with x-default', () => {
    expect(head).toContain(`<link rel="canonical" href="${url('de/')}" />`);
    expect(head).toContain(`<meta property="og:url" content="${url('de/')}" />`);
    expect(head).toContain(`<meta property="og:image" content="${url('de/og-image.png')}" />`);
    expect(head).toContain('<meta property="og:locale" content="de" />');
    expect([...head.matchAll(/og:locale:alternate" content="([^"]+)"/gu)].map((match) => match[1])).toEqual([site.lang.replace('-', '_'), 'ar']);
    const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gu)].map((match) => [match[1], match[2]]);
    expect(alternates).toEqual([
      [site.lang, url('')],
      ['de', url('de/')],
      ['ar', url('ar/')],
      ['x-default', url('')],
    ]);
    const profile = profilePageJsonLd(german, '/folio/', 'de/');
    expect(profile).toMatchObject({ url: url('de/'), inLanguage: 'de' });
    expect((profile.mainEntity as Record<string, unknown>).url).toBe(url('de/'));
  });

  it('lists every page in the sitemap, each with all the languages\' alternates', () => {
    const xml = sitemap(site, '/folio/', pages);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((match) => match[1])).toEqual([url(''), url('de/'), url('ar/')]);
    expect(xml.match(/hreflang="x-default"/gu)).toHaveLength(3);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${url('ar/')}"/>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('writes a site in one language as before: no alternates, one address', () => {
    expect(headTags(site, '/', '')).not.toContain('hreflang');
    expect([...sitemap(site, '/').matchAll(/<loc>/gu)]).toHaveLength(1);
  });
});

describe('a site without siteUrl (issue 41)', () => {
  const owner = { ...site.owner, phone: undefined, city: undefined };
  const bare = { ...site, siteUrl: undefined, owner };
  const head = headTags(bare, '/', '');

  it('names no canonical address or og:url, and no absolute address of any host', () => {
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('og:url');
    expect(head).toContain('<meta property="og:image" content="/og-image.png" />');
    expect(head.split('\n').filter((line) => /(?:href|content)="https?:/u.test(line))).toEqual([]);
  });

  it('describes the owner without a city, and gives search engines no number, address or page address', () => {
    expect(head).toContain(`<meta name="description" content="${owner.name}, ${owner.jobTitle}. ${owner.goal}.`);
    const person = profilePageJsonLd(bare, '/', '').mainEntity as Record<string, unknown>;
    for (const key of ['telephone', 'address', 'url', 'image']) expect(person).not.toHaveProperty(key);
    expect(person).toMatchObject({ name: owner.name, email: `mailto:${owner.email}` });
  });

  it('writes no sitemap, and a robots.txt that names none', () => {
    const files = siteFiles(bare, '/');
    expect(files).not.toHaveProperty('sitemap.xml');
    expect(files['robots.txt']).not.toContain('Sitemap');
    expect(siteFiles(site, '/')['robots.txt']).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});

describe('an owner who gives only a name, a greeting and a picture (issue 41)', () => {
  const head = headTags(bareSite, '/', '');
  const person = profilePageJsonLd(bareSite, '/', '').mainEntity as Record<string, unknown>;

  it('titles the page with the name alone, and describes the owner by name, with no dangling separator', () => {
    expect(pageTitle(bareSite)).toBe(bareSite.owner.name);
    expect(head).toContain(`<title>${bareSite.owner.name}</title>`);
    expect(head).toContain(`<meta name="description" content="${bareSite.owner.name}." />`);
    expect(head).toContain(`<meta property="og:image:alt" content="${bareSite.owner.name}" />`);
    expect(head).not.toMatch(/ · <|, \.|undefined|Skills:/u);
  });

  it('gives search engines no job title or email, and no profiles or skills it does not have', () => {
    expect(person).toMatchObject({ '@type': 'Person', name: bareSite.owner.name, sameAs: [], knowsAbout: [] });
    for (const key of ['jobTitle', 'email']) expect(person).not.toHaveProperty(key);
  });

  it('names the web app by the owner alone', () => {
    const manifest = JSON.parse(String(siteFiles(bareSite, '/')['site.webmanifest'])) as { name: string; description: string };
    expect(manifest.name).toBe(bareSite.owner.name);
    expect(manifest.description).toBe(`${bareSite.owner.name}.`);
  });
});
