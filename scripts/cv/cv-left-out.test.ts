import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../contract/content-schema';
import { site } from '../../fixtures/other-owner/site';
import { site as bare } from '../../fixtures/bare/site';
import { wordsOf } from '../../contract/folio-words';
import { poppler } from '../tooling/poppler';
import { buildCv } from './build-cv';

/** The CV's text, lines joined by spaces (pdftotext breaks lines where the layout does). */
async function cvText(dir: string, content: SiteContent, name: string): Promise<string> {
  const file = path.join(dir, name);
  await buildCv(content, file, { compress: false });
  return poppler('pdftotext', await readFile(file)).replace(/\s+/gu, ' ');
}

// One folder for every CV this file writes; each test names its own file.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-left-out-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the CV of an owner who leaves things out, or gives a project its stack and highlights (issue 41)', () => {
  it('has no phone number, city or site address when the content has none, and no projects section without projects', async () => {
    // A city no other line of the CV names (the fixture's jobs are in its city too).
    const given = { ...site, owner: { ...site.owner, city: 'Ystad, Skåne' } };
    const { siteUrl } = given;
    const { phone, city } = given.owner;
    const owner = { ...given.owner, phone: undefined, city: undefined };
    const rest = { ...given, siteUrl: undefined, projects: undefined };
    const full = await cvText(dir, given, 'full.pdf');
    // What the full CV shows, so the absence below means something.
    for (const shown of [phone ?? '', city ?? '', new URL(siteUrl ?? '').host]) expect(full).toContain(shown);
    const text = await cvText(dir, { ...rest, owner }, 'bare.pdf');
    expect(text).toContain(owner.email);
    for (const absent of [phone ?? '', city ?? '', new URL(siteUrl ?? '').host, site.projects?.[0]?.title ?? '']) expect(text).not.toContain(absent);
  });

  it('lists a project\'s highlights and its stack under it', async () => {
    const [first, ...others] = site.projects ?? [];
    if (first === undefined) throw new Error('the fixture owner has projects');
    const highlights = ['Cut consumer lag from minutes to seconds.'];
    const stack = ['Rust', 'Kafka', 'PostgreSQL'];
    const text = await cvText(dir, { ...site, projects: [{ ...first, highlights, stack }, ...others] }, 'stack.pdf');
    const at = text.indexOf(first.title);
    expect(at).toBeGreaterThan(-1);
    expect(text.indexOf(highlights[0] ?? '', at)).toBeGreaterThan(at);
    expect(text.indexOf(stack.join(' · '), at)).toBeGreaterThan(at);
  });
});

describe('the CV of an owner who gives no title, email, intro, availability or goal, and a project with no address or description (issue 41)', () => {
  it('leaves out their lines and the Summary and Availability headings, and writes no "undefined"', async () => {
    const words = wordsOf(site.words, site.lang).cv;
    const [first, ...others] = site.projects ?? [];
    const { jobTitle, email, intro, availability, goal } = site.owner;
    if (first?.link === undefined || first.description === undefined || [jobTitle, email, intro, availability, goal].includes(undefined)) {
      throw new Error('the fixture owner gives every field');
    }
    const full = await cvText(dir, site, 'owner-full.pdf');
    // The title is a job's role too, so its absence shows in the header: the name, then the phone.
    expect(full.startsWith(`${site.owner.name} ${jobTitle}`)).toBe(true);
    const left = [email, availability, first.link.replace(/^https:\/\//u, ''), first.description.slice(0, 30), ...[words.summary, words.availability].map((heading) => heading.toLocaleUpperCase(site.lang))];
    for (const shown of left) expect(full).toContain(shown);
    const owner = { ...site.owner, jobTitle: undefined, email: undefined, intro: undefined, availability: undefined, goal: undefined };
    const project = { ...first, link: undefined, description: undefined };
    const text = await cvText(dir, { ...site, owner, projects: [project, ...others] }, 'left-out.pdf');
    expect(text.startsWith(`${site.owner.name} ${site.owner.phone}`)).toBe(true);
    expect(text).toContain(first.title);
    for (const absent of [...left, 'undefined']) expect(text).not.toContain(absent);
  });

  it('still makes a CV for the bare owner: a name, and no skills, profiles or projects', async () => {
    const text = await cvText(dir, bare, 'owner-bare.pdf');
    expect(text).toContain(bare.owner.name);
    expect(text).not.toContain('undefined');
    expect(text).not.toContain(wordsOf(bare.words, bare.lang).cv.skills.toLocaleUpperCase(bare.lang));
  });
});
