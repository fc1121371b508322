import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentPaths } from '../../contract/content-paths';
import { gotoHydrated, poppler } from '../support';
import { cvFileNameOf, directionOf } from '../written-out';
import { basePathOf, expect, test } from './any-owner-test';

/** Issue 23: a CV whose content spills less than a quarter of a page past the first is set on one. */
const LEAST_SECOND_PAGE = 0.25;

test('Download CV gives a PDF of one or two pages named after the owner, with the owner’s name in it', async ({ page, site, words, e2eSite }) => {
  await gotoHydrated(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: words.home.downloadCv }).click()]);
  expect(download.suggestedFilename()).toBe(cvFileNameOf(site.owner.name, words.home.cvFile));

  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The owner's own CV for the page's language: resume.pdf, or resume.de.pdf for German.
  const own = path.join(contentPaths(e2eSite.contentDir).dir, e2eSite.path === '' ? 'resume.pdf' : `resume.${site.lang}.pdf`);
  if (existsSync(own)) {
    // The owner's own CV is served as it is.
    expect(pdf.equals(readFileSync(own))).toBe(true);
  } else {
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Pages:\s+[12]$/mu);
    expect(info).toMatch(site.paper === 'letter' ? /^Page size:.*\(letter\)$/mu : /^Page size:.*\(A4\)$/mu);
    expect(info).toMatch(new RegExp(`^Author:\\s+${site.owner.name}$`, 'mu'));
    // A long name or title wraps, and may break at a hyphen: compare without spaces and hyphens.
    // pdftotext also marks each left-to-right run of a right-to-left CV with bidi controls, and
    // may set an Arabic vowel mark on a line of its own: the letters are compared, in order.
    const squash = (text: string) => text.normalize('NFC').replace(/[\s\u00ad\u200e\u200f\u202a-\u202e\u2066-\u2069\p{Mn}-]+/gu, '');
    const text = squash(poppler('pdftotext', pdf));
    const jobs = (site.experience ?? []).flatMap((job) => [job.company, job.role]);
    const degrees = (site.education ?? []).flatMap((study) => [study.school, study.degree ?? []].flat());
    const credits = [
      ...(site.certifications ?? []).flatMap((item) => [item.name, item.issuer]),
      ...(site.publications ?? []).flatMap((item) => [item.name, item.publisher]),
      ...(site.awards ?? []).flatMap((item) => [item.title, item.awarder]),
    ];
    // What the owner gave is there (issue 41: a title or address left out is not).
    const given = [site.owner.name, site.owner.jobTitle, site.owner.email].filter((line) => line !== undefined);
    for (const expected of [...given, ...jobs, ...degrees, ...credits]) expect(text).toContain(squash(expected));
    expect(text).not.toContain('undefined');
    // A second page is there for content that needs it, not for a few lines (issue 23: one was
    // 85% blank): a CV that spills that little is set on one page (scripts/cv/cv-fit.ts).
    if (/^Pages:\s+2$/mu.test(info)) expect(secondPageUse(pdf)).toBeGreaterThanOrEqual(LEAST_SECOND_PAGE);
  }
});

/**
 * How much of the second page's text area its content takes, from 0 to 1: from the top of its
 * first line (at the page's margin) to the foot of its last, the running foot at the bottom aside.
 */
function secondPageUse(pdf: Buffer): number {
  const height = Number(/^Page size:\s+[\d.]+ x ([\d.]+)/mu.exec(poppler('pdfinfo', pdf))?.[1]);
  const words = [...poppler('pdftotext', pdf, ['-bbox', '-f', '2', '-l', '2']).matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/gu)].map((match) => ({
    top: Number(match[1]),
    bottom: Number(match[2]),
  }));
  const margin = Math.min(...words.map((word) => word.top));
  const foot = Math.max(...words.map((word) => word.top));
  const content = words.filter((word) => word.top < foot - 1);
  return (Math.max(...content.map((word) => word.bottom)) - margin) / (height - 2 * margin);
}

test('resume.json is the content as a JSON Resume', async ({ request, site, e2eSite }) => {
  const response = await request.get('resume.json');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/json/u);
  const resume = (await response.json()) as { basics: { name: string; email: string; image: string }; work: { name: string }[]; education: { institution: string }[]; projects: { url?: string; repository?: string }[];
    certificates: { name: string }[]; publications: { name: string }[]; awards: { title: string }[];
  };
  expect(resume.basics.name).toBe(site.owner.name);
  // No address from the owner, none in resume.json (issue 41).
  if (site.owner.email === undefined) expect(resume.basics).not.toHaveProperty('email');
  else expect(resume.basics.email).toBe(site.owner.email);
  // The picture is the avatar the page shows, served where resume.json says (on the owner's domain);
  // without a siteUrl there is no domain to name, and without a photo nothing to show: resume.json
  // then names no picture (decision 060), never a stand-in.
  const { avatar } = site.owner;
  if (site.siteUrl === undefined || avatar === undefined) expect(resume.basics).not.toHaveProperty('image');
  else {
    const picture = new URL(resume.basics.image);
    expect(picture.origin).toBe(new URL(site.siteUrl).origin);
    expect(picture.pathname).toMatch(new RegExp(`/assets/${avatar.name}-${avatar.width}-[\\w-]{8}\\.webp$`, 'u'));
    // From the site's root: a translation's resume.json is one folder down (de/resume.json).
    const up = '../'.repeat(e2eSite.path.split('/').filter(Boolean).length);
    const served = await request.get(picture.pathname.replace(/^.*\/assets\//u, `${up}assets/`));
    expect(served.ok()).toBe(true);
    expect(served.headers()['content-type']).toBe('image/webp');
  }
  expect(resume.work.map((job) => job.name)).toEqual((site.experience ?? []).map((job) => job.company));
  expect(resume.education.map((study) => study.institution)).toEqual((site.education ?? []).map((study) => study.school));
  // JSON Resume's one address: the project's own, else its code, which is also its `repository`.
  expect(resume.projects.map((project) => project.url)).toEqual((site.projects ?? []).map((project) => project.link ?? project.source));
  expect(resume.projects.map((project) => project.repository)).toEqual((site.projects ?? []).map((project) => project.source));
  expect(resume.certificates.map((item) => item.name)).toEqual((site.certifications ?? []).map((item) => item.name));
  expect(resume.publications.map((item) => item.name)).toEqual((site.publications ?? []).map((item) => item.name));
  expect(resume.awards.map((item) => item.title)).toEqual((site.awards ?? []).map((item) => item.title));
});

test('npm run check:content passes on the content the site was built from', ({ e2eSite }) => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts', e2eSite.contentDir], { encoding: 'utf8' });
  // content/ is folio's sample/ until the owner has a site.ts of their own (contract/content-paths.ts).
  expect(out).toContain(`${contentPaths(e2eSite.contentDir).siteLabel} is valid.`);
});

test('title, canonical link, share tags, JSON-LD and sitemap come from the content', async ({ page, request, site, e2eSite }) => {
  await page.goto('./');
  const home = new URL(`${basePathOf(e2eSite)}${e2eSite.path}`, site.siteUrl).href;
  await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
  await expect(page.locator('html')).toHaveAttribute('dir', directionOf(site.lang));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', home);
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(site.owner.name);
  const profile = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as { '@type': string; mainEntity: Record<string, unknown> };
  expect(profile['@type']).toBe('ProfilePage');
  const person = profile.mainEntity;
  expect(person).toMatchObject({ '@type': 'Person', name: site.owner.name });
  // No title from the owner, none for search engines (issue 41).
  if (site.owner.jobTitle === undefined) expect(person).not.toHaveProperty('jobTitle');
  else expect(person.jobTitle).toBe(site.owner.jobTitle);
  expect(person.sameAs).toEqual(site.socials.map((social) => social.url));
  const sitemap = await (await request.get(`${basePathOf(e2eSite)}sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${home}</loc>`);
});
