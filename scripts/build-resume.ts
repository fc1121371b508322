/**
 * A one-page PDF résumé generated from the content, so the "Download CV" button never serves a
 * copy that has drifted from the page. The font ships in an npm package; nothing is downloaded.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Education, Experience, Project, SiteContent } from '../contract/content-schema';
import { skillGroups } from '../src/sections/skills/filter-skills';
import { accentOf } from './accent';
import { ContentError } from './check-content';
import { embeddedFace, embeddedFaces, mapGlyphsToTheirCharacters, unwritableFields } from './resume-glyphs';
import { COLOURS, FONT_FILES, Layout, MARGIN, PAGE, SCALES, WIDTH, type Style } from './resume-layout';

const require = createRequire(import.meta.url);

export type ResumeOptions = {
  /** Deflate the page streams (the default); tests turn it off to read the text back. */
  compress?: boolean;
  /** The content file, as messages name it. */
  contentFile?: string;
};

/** A link as a reader would type it: no scheme, no trailing slash, escapes such as %C3%B8 as "ø". */
const withoutScheme = (url: string) => readable(url.replace(/^https?:\/\/(www\.)?/u, '').replace(/\/$/u, ''));

function readable(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text; // A malformed escape: show it as written rather than stop the build.
  }
}
const sentence = (text: string) => (/[.!?]$/u.test(text.trim()) ? text.trim() : `${text.trim()}.`);


function header(layout: Layout, site: SiteContent): void {
  const { owner } = site;
  layout.y += layout.text(owner.name, { font: 'Sans-Bold', size: 26, color: COLOURS.ink });
  layout.gap(2);
  layout.y += layout.text(owner.jobTitle, { font: 'Sans', size: 12.5, color: layout.accent });
  layout.gap(8);

  // Contact items flow left to right and wrap as whole items, each a link where it can be one.
  const contact: { label: string; link?: string }[] = [
    { label: owner.email, link: `mailto:${owner.email}` },
    { label: owner.phone, link: `tel:${owner.phone.replace(/[^\d+]/gu, '')}` },
    { label: owner.city },
    { label: withoutScheme(site.siteUrl), link: site.siteUrl },
    ...site.socials.map((social) => ({ label: withoutScheme(social.url), link: social.url })),
  ];
  const style: Style = { font: 'Sans', size: 9, color: COLOURS.body };
  const separator = '   ·   ';
  const separatorWidth = layout.width(separator, style);
  let x = MARGIN;
  let lineHeight = 0;
  contact.forEach((item, index) => {
    const width = layout.width(item.label, style);
    if (index > 0 && x + separatorWidth + width > MARGIN + WIDTH) {
      layout.y += lineHeight + layout.s(3);
      x = MARGIN;
    } else if (index > 0) {
      layout.text(separator, { ...style, color: COLOURS.muted }, x, separatorWidth + 1, { lineBreak: false });
      x += separatorWidth;
    }
    lineHeight = layout.text(item.label, style, x, width + 1, { lineBreak: false, link: item.link ?? null });
    x += width;
  });
  layout.y += lineHeight;
  layout.gap(12);
  layout.rule(MARGIN, MARGIN + WIDTH, layout.y);
  layout.gap(14);
}

function project(layout: Layout, item: Project): void {
  const category: Style = { font: 'Sans', size: 8.5, color: COLOURS.muted };
  // As typed, as on the page: upper-casing would turn "iOS" into "IOS".
  const label = item.category;
  const categoryWidth = layout.width(label, category);
  const titleWidth = WIDTH - categoryWidth - layout.s(16);
  const titleHeight = layout.text(item.title, { font: 'Sans-Bold', size: 10.5, color: COLOURS.ink }, MARGIN, titleWidth);
  layout.text(label, category, MARGIN + WIDTH - categoryWidth, categoryWidth + 1, { lineBreak: false });
  layout.y += titleHeight;
  layout.gap(2);
  layout.y += layout.text(item.description, { font: 'Sans', size: 9.5, color: COLOURS.body, lineGap: 1.5 });
  layout.gap(2);
  layout.y += layout.text(withoutScheme(item.link), { font: 'Sans', size: 8.5, color: layout.accent }, MARGIN, WIDTH, {
    link: item.link,
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2021-03" as "Mar 2021": the way CVs write it, in any reader's language of English. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? ''} ${year ?? ''}`.trim();
}

export function periodLabel(start: string | number | undefined, end: string | number | undefined, ongoing: string): string {
  const shown = (value: string | number | undefined) => (typeof value === 'string' ? monthLabel(value) : value === undefined ? '' : String(value));
  if (start === undefined) return shown(end);
  return `${shown(start)} – ${end === undefined ? ongoing : shown(end)}`;
}

/** A title on the left and a muted note (dates) on the right of one line; returns its height. */
function titleLine(layout: Layout, title: string, note: string): number {
  const noteStyle: Style = { font: 'Sans', size: 9, color: COLOURS.muted };
  const noteWidth = layout.width(note, noteStyle);
  const height = layout.text(title, { font: 'Sans-Bold', size: 10.5, color: COLOURS.ink }, MARGIN, WIDTH - noteWidth - layout.s(16));
  layout.text(note, noteStyle, MARGIN + WIDTH - noteWidth, noteWidth + 1, { lineBreak: false });
  return height;
}

function job(layout: Layout, item: Experience): void {
  layout.y += titleLine(layout, `${item.role} — ${item.company}`, periodLabel(item.start, item.end, 'present'));
  if (item.location) {
    layout.y += layout.text(item.location, { font: 'Sans', size: 9, color: COLOURS.muted });
  }
  const bullet: Style = { font: 'Sans', size: 9.5, color: COLOURS.body, lineGap: 1.5 };
  const indent = layout.s(10);
  for (const highlight of item.highlights ?? []) {
    layout.gap(2);
    layout.text('•', bullet, MARGIN, indent, { lineBreak: false });
    layout.y += layout.text(highlight, bullet, MARGIN + indent, WIDTH - indent);
  }
  if (item.technologies && item.technologies.length > 0) {
    layout.gap(2);
    layout.y += layout.text(item.technologies.join('  ·  '), { font: 'Sans', size: 8.5, color: COLOURS.muted });
  }
}

function study(layout: Layout, item: Education): void {
  layout.y += titleLine(layout, `${item.degree} — ${item.school}`, periodLabel(item.start, item.end, 'present'));
}

function body(layout: Layout, site: SiteContent, projectCount: number): void {
  const { owner } = site;
  const paragraph: Style = { font: 'Sans', size: 10, color: COLOURS.body, lineGap: 2 };

  layout.heading('Summary');
  layout.y += layout.text(owner.intro, paragraph);
  layout.gap(14);

  layout.heading('Availability');
  layout.y += layout.text(`${sentence(owner.availability)} ${sentence(owner.goal)}`, paragraph);
  layout.gap(14);

  if (site.experience && site.experience.length > 0) {
    layout.heading('Experience');
    site.experience.forEach((item, index) => {
      if (index > 0) layout.gap(9);
      job(layout, item);
    });
    layout.gap(14);
  }

  layout.heading('Skills');
  const labelWidth = layout.s(78);
  for (const [category, names] of skillGroups(site.skills)) {
    const labelHeight = layout.text(category, { font: 'Sans-Bold', size: 9.5, color: COLOURS.ink }, MARGIN, labelWidth);
    const namesHeight = layout.text(names.join('  ·  '), { ...paragraph, size: 9.5 }, MARGIN + labelWidth, WIDTH - labelWidth);
    layout.y += Math.max(labelHeight, namesHeight);
    layout.gap(4);
  }
  layout.gap(10);

  layout.heading('Projects');
  site.projects.slice(0, projectCount).forEach((item, index) => {
    if (index > 0) layout.gap(10);
    project(layout, item);
  });
  const omitted = site.projects.length - projectCount;
  if (omitted > 0) {
    layout.gap(10);
    layout.y += layout.text(`${omitted} more ${omitted === 1 ? 'project' : 'projects'} on ${withoutScheme(site.siteUrl)}`, {
      ...paragraph,
      size: 9.5,
      color: COLOURS.muted,
    });
  }
  if (site.education && site.education.length > 0) {
    layout.gap(14);
    layout.heading('Education');
    site.education.forEach((item, index) => {
      if (index > 0) layout.gap(6);
      study(layout, item);
    });
  }
}

function lay(doc: PDFKit.PDFDocument, site: SiteContent, fit: Fit, draw: boolean): number {
  const layout = new Layout(doc, fit.scale, draw, accentOf(site));
  header(layout, site);
  body(layout, site, fit.projects);
  return layout.y;
}

type Fit = { scale: number; projects: number };

/**
 * The largest scale at which everything fits the page; failing that, the most projects that fit at
 * the smallest scale (first ones first: the owner orders them), with a line that says where the rest are.
 */
function fitOnePage(doc: PDFKit.PDFDocument, site: SiteContent): Fit | undefined {
  const fits = (fit: Fit) => lay(doc, site, fit, false) <= PAGE.height - MARGIN;
  const scale = SCALES.find((candidate) => fits({ scale: candidate, projects: site.projects.length }));
  if (scale !== undefined) return { scale, projects: site.projects.length };
  const smallest = SCALES[SCALES.length - 1] ?? 1;
  for (let projects = site.projects.length - 1; projects >= 1; projects -= 1) {
    if (fits({ scale: smallest, projects })) return { scale: smallest, projects };
  }
  return undefined;
}

export async function buildResume(site: SiteContent, outFile: string, options: ResumeOptions = {}): Promise<void> {
  const { owner } = site;
  const contentFile = options.contentFile ?? 'content/site.ts';
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    // A small bottom margin only so pdfkit never breaks a page on its own; the layout keeps MARGIN.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 8 },
    compress: options.compress ?? true,
    bufferPages: true,
    lang: site.lang,
    displayTitle: true,
    info: {
      Title: `${owner.name} — Résumé`,
      Author: owner.name,
      Subject: `${owner.jobTitle} résumé`,
      Keywords: site.skills.map((skill) => skill.name).join(', '),
      Creator: 'folio',
    },
  });

  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, require.resolve(file));
  // Both faces cover the same scripts, so the regular one answers for the bold too.
  const { font } = embeddedFace(doc, 'Sans');
  const unwritable = unwritableFields(site, (codePoint) => font.hasGlyphForCodePoint(codePoint));
  if (unwritable.length > 0) {
    throw new ContentError([
      ...unwritable.map((problem) => `${contentFile}: ${problem}`),
      `Put your own CV at ${path.dirname(contentFile)}/resume.pdf to use it instead of the generated one.`,
    ]);
  }

  const fit = fitOnePage(doc, site);
  if (fit === undefined) {
    throw new Error('build-resume: the content does not fit on one page even at 60% size with one project; shorten the intro');
  }
  lay(doc, site, fit, true);
  mapGlyphsToTheirCharacters(embeddedFaces(doc));
  const pages = doc.bufferedPageRange().count;
  if (pages !== 1) throw new Error(`build-resume: expected one page, pdfkit produced ${pages}`);

  await mkdir(path.dirname(outFile), { recursive: true });
  const stream = createWriteStream(outFile);
  doc.pipe(stream);
  doc.end();
  await once(stream, 'finish');
}
