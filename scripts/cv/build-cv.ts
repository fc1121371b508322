/**
 * The CV, a PDF (one page, or two when the content needs them: cv-fit.ts) generated from the content, so the "Download CV" button never serves a
 * copy that has drifted from the page. The font ships in an npm package; nothing is downloaded.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { DEFAULT_CV_PAGES, type Award, type Certification, type Education, type Experience, type Project, type Publication, type SiteContent } from '../../contract/content-schema';
import { fill, type Words } from '../../contract/words';
import { wordsOf } from '../../contract/folio-words';
import { introText } from '../../contract/years-of-experience';
import { formatNumber } from '../../src/lib/format-number';
import { monthLabel, periodLabel } from '../../src/lib/period';
import { categoryWords } from '../../src/lib/category-words';
import { skillGroups } from '../../src/lib/skill-groups';
import { accentOf } from '../colour/accent';
import { textDirection } from '../languages/languages';
import { ContentError } from '../content-files/content-error';
import { pathKeys, type MissingText } from '../../contract/translation';
import { isolate, RIGHT_TO_LEFT_SCRIPT, visible } from './bidi-runs';
import { embeddedFace, embeddedFaces, mapGlyphsToTheirCharacters, unwritableFields } from './cv-glyphs';
import { fitPages, type Fit, type Measured } from './cv-fit';
import { fitNote, trimOrder, withoutHighlights, type HighlightAt } from './cv-trim';
import { COLOURS, FONT_FILES, Layout, MARGIN, PAPER, type Paper, type Setting, type Style } from './cv-layout';
import { skillLine } from './skill-lines';
import { cvCareer } from './cv-career';

const require = createRequire(import.meta.url);

export type CvOptions = {
  /** Deflate the page streams (the default); tests turn it off to read the text back. */
  compress?: boolean;
  /** The content file, as messages name it. */
  contentFile?: string;
  /** Where the owner's own CV for this language would go, as messages name it (content/resume.pdf by default). */
  ownCv?: string;
  /**
   * The texts a translation leaves out, shown in the default language (`lang`): each is drawn
   * isolated in that language's direction, so its stop stays at its own end in a line of the other.
   */
  fallbacks?: { lang: string; missing: readonly MissingText[] };
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
/** The text ending in a stop: its own, or one added inside its isolate, if it has one. */
function sentence(text: string): string {
  const trimmed = text.trim();
  if (/[.!?؟。]$/u.test(visible(trimmed))) return trimmed;
  const closing = /\u2069$/u.test(trimmed) ? '\u2069' : '';
  return `${trimmed.slice(0, trimmed.length - closing.length)}.${closing}`;
}

/**
 * The content with each fallback text isolated in its own language's direction (bidi-runs.ts):
 * a right-to-left line keeps an English sentence whole, its stop at its right end.
 */
export function withIsolatedFallbacks(site: SiteContent, fallbacks: CvOptions['fallbacks']): SiteContent {
  if (fallbacks === undefined || fallbacks.missing.length === 0) return site;
  const marked = structuredClone(site);
  const direction = textDirection(fallbacks.lang);
  for (const { path: where, fallback } of fallbacks.missing) {
    const keys = pathKeys(where);
    const key = keys.pop();
    const holder = keys.reduce<unknown>((value, each) => (typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[each] : undefined), marked);
    if (key === undefined || typeof holder !== 'object' || holder === null) continue;
    const record = holder as Record<string | number, unknown>;
    if (record[key] === fallback) record[key] = isolate(fallback, direction);
  }
  return marked;
}


function header(layout: Layout, site: SiteContent): void {
  const { owner } = site;
  const width = layout.contentWidth;
  layout.y += layout.text(owner.name, { font: 'Sans-Bold', size: 26, color: COLOURS.ink });
  // No job title, no line for it (issue 41): the contact line comes up under the name.
  if (owner.jobTitle !== undefined) {
    layout.gap(2);
    layout.y += layout.text(owner.jobTitle, { font: 'Sans', size: 12.5, color: layout.accent });
  }
  layout.gap(8);

  // Contact items flow left to right and wrap as whole items, each a link where it can be one.
  const contact: Piece[] = [
    // Addresses and numbers are written left to right on any page (the page's dir="ltr").
    // Only what the owner wrote (issue 41): no email, phone, city or site line stands in for a missing one.
    ...(owner.email === undefined ? [] : [{ label: isolate(owner.email, 'ltr'), link: `mailto:${owner.email}` }]),
    ...(owner.phone === undefined ? [] : [{ label: isolate(owner.phone, 'ltr'), link: `tel:${owner.phone.replace(/[^\d+]/gu, '')}` }]),
    ...(owner.city === undefined ? [] : [{ label: owner.city }]),
    ...(site.siteUrl === undefined ? [] : [{ label: isolate(withoutScheme(site.siteUrl), 'ltr'), link: site.siteUrl }]),
    // A profile that is the site itself (a `website` link to siteUrl) is already listed.
    ...site.socials
      .filter((social) => site.siteUrl === undefined || withoutScheme(social.url) !== withoutScheme(site.siteUrl))
      .map((social) => ({ label: isolate(withoutScheme(social.url), 'ltr'), link: social.url })),
  ];
  flow(layout, contact, { font: 'Sans', size: 9, color: COLOURS.body }, '   ·   ');
  layout.gap(12);
  layout.rule(layout.margin, layout.margin + width, layout.y);
  layout.gap(14);
}

/** One item of a line of several: its text, its colour when not the line's, and its address when it is a link. */
type Piece = { label: string; link?: string; color?: string };

/**
 * Items left to right, wrapping as whole items with `separator` between them on a line, each a link
 * where it has one: the contact line, a job's place and address, the languages.
 */
function flow(layout: Layout, items: readonly Piece[], style: Style, separator: string): void {
  if (items.length === 0) return;
  const separatorWidth = layout.width(separator, style);
  let x = layout.margin;
  let lineHeight = 0;
  items.forEach((item, index) => {
    const itemWidth = layout.width(item.label, style);
    if (index > 0 && x + separatorWidth + itemWidth > layout.margin + layout.contentWidth) {
      layout.y += lineHeight + layout.spaced(3);
      x = layout.margin;
    } else if (index > 0) {
      layout.text(separator, { ...style, color: COLOURS.muted }, x, separatorWidth + 1, { lineBreak: false });
      x += separatorWidth;
    }
    lineHeight = layout.text(item.label, { ...style, color: item.color ?? style.color }, x, itemWidth + 1, { lineBreak: false, link: item.link ?? null });
    x += itemWidth;
  });
  layout.y += lineHeight;
}

/** A job's or a project's description, at the body's size, under its title. */
function descriptionLine(layout: Layout, text: string | undefined): void {
  if (text === undefined) return;
  layout.gap(2);
  layout.y += layout.text(text, { font: 'Sans', size: 9.5, color: COLOURS.body, lineGap: 1.5 });
}

function project(layout: Layout, item: Project, words: Words['cv'], lang: string): void {
  // Who it was for beside its title, as a job's company is beside its role; its months on the
  // right, else its category (as typed, as on the page: upper-casing would turn "iOS" into "IOS").
  const dated = item.start !== undefined || item.end !== undefined;
  const title = item.entity === undefined ? item.title : `${isolate(item.title)} — ${isolate(item.entity)}`;
  layout.y += titleLine(layout, title, dated ? periodLabel(item.start, item.end, words.present, lang) : categoryWords(item.category), dated ? 9 : 8.5);
  // What the owner was on it, and the category when the months took its place.
  const under = [...(item.roles ?? []).map((role) => isolate(role)), ...(dated ? [categoryWords(item.category)] : [])];
  if (under.length > 0) layout.y += layout.text(under.join('  ·  '), { font: 'Sans', size: 9, color: COLOURS.muted });
  // Its description and its address only when the owner gives them (issue 41).
  descriptionLine(layout, item.description);
  bulletsAndNames(layout, item.highlights, item.stack);
  // Its address and its code's, each on a line of its own (a printed page cannot be clicked: the reader types it).
  for (const address of [item.link, item.source]) {
    if (address === undefined) continue;
    layout.gap(2);
    layout.y += layout.text(isolate(withoutScheme(address), 'ltr'), { font: 'Sans', size: 8.5, color: layout.accent }, layout.margin, layout.contentWidth, {
      link: address,
    });
  }
}

/** A title on the left and a muted note (dates, a category) on the right of one line; returns its height. */
function titleLine(layout: Layout, title: string, note: string, noteSize = 9, link?: string): number {
  const noteStyle: Style = { font: 'Sans', size: noteSize, color: COLOURS.muted };
  const noteWidth = layout.width(note, noteStyle);
  const height = layout.text(title, { font: 'Sans-Bold', size: 10.5, color: COLOURS.ink }, layout.margin, layout.contentWidth - noteWidth - layout.s(16), link === undefined ? {} : { link });
  layout.text(note, noteStyle, layout.margin + layout.contentWidth - noteWidth, noteWidth + 1, { lineBreak: false });
  return height;
}

function job(layout: Layout, item: Experience, words: Words['cv'], lang: string): void {
  // Each name in a line of several keeps its own direction: "Acme sp. z o.o." ends in its stop.
  // The line links to the organisation's address, which is also written out: a printed page cannot be clicked.
  layout.y += titleLine(layout, `${isolate(item.role)} — ${isolate(item.company)}`, periodLabel(item.start, item.end, words.present, lang), 9, item.url);
  flow(
    layout,
    [
      ...(item.location ? [{ label: item.location }] : []),
      ...(item.url === undefined ? [] : [{ label: isolate(withoutScheme(item.url), 'ltr'), link: item.url, color: layout.accent }]),
    ],
    { font: 'Sans', size: 9, color: COLOURS.muted },
    '  ·  ',
  );
  descriptionLine(layout, item.description);
  bulletsAndNames(layout, item.highlights, item.technologies);
}

/** A job's or a project's highlights as bullets, then what it was built with on one quiet line. */
function bulletsAndNames(layout: Layout, highlights: readonly string[] = [], names: readonly string[] = []): void {
  const bullet: Style = { font: 'Sans', size: 9.5, color: COLOURS.body, lineGap: 1.5 };
  const indent = layout.s(10);
  for (const highlight of highlights) {
    layout.gap(2);
    layout.text('•', bullet, layout.margin, indent, { lineBreak: false });
    // Isolated in its own direction: "C#" in a right-to-left CV read "#C".
    layout.y += layout.text(isolate(highlight), bullet, layout.margin + indent, layout.contentWidth - indent);
  }
  if (names.length > 0) {
    layout.gap(2);
    layout.y += layout.text(names.map((name) => isolate(name)).join('  ·  '), { font: 'Sans', size: 8.5, color: COLOURS.muted });
  }
}

function study(layout: Layout, item: Education, words: Words['cv'], lang: string): void {
  // A degree that mixes scripts ("B.Sc. בהנדסה כימית") reads in the CV's direction when it has its letters.
  const own = (text: string) => isolate(text, RIGHT_TO_LEFT_SCRIPT.test(text) ? textDirection(lang) : 'auto');
  const title = item.degree === undefined ? own(item.school) : `${own(item.degree)} — ${own(item.school)}`;
  layout.y += titleLine(layout, title, periodLabel(item.start, item.end, words.present, lang));
}

/** A certification, publication or award: its title (linked, when it has an address) and month, then who it is from. */
function credit(layout: Layout, title: string, from: string, date: string, url: string | undefined, summary?: string): void {
  layout.y += titleLine(layout, title, date, 9, url);
  layout.y += layout.text(from, { font: 'Sans', size: 9, color: COLOURS.muted });
  if (summary) {
    layout.gap(2);
    layout.y += layout.text(summary, { font: 'Sans', size: 9.5, color: COLOURS.body, lineGap: 1.5 });
  }
}

const certificationLine = (layout: Layout, item: Certification, lang: string) =>
  credit(layout, item.name, item.issuer, item.expires === undefined ? monthLabel(item.date, lang) : periodLabel(item.date, item.expires, '', lang), item.url);
const publicationLine = (layout: Layout, item: Publication, kinds: Words['publications'], lang: string) =>
  credit(layout, item.name, `${kinds[item.kind]} · ${item.publisher}`, monthLabel(item.date, lang), item.url, item.summary);
const awardLine = (layout: Layout, item: Award, lang: string) => credit(layout, item.title, item.awarder, monthLabel(item.date, lang), undefined, item.summary);

/** The room below each section, before the next one's heading. */
const SECTION_GAP = 14;

/** A heading and its items, the heading always on the page of its first item. */
function section<T>(layout: Layout, title: string, items: readonly T[], gap: number, draw: (item: T) => void): void {
  if (items.length === 0) return;
  items.forEach((item, index) => {
    layout.keepTogether(() => {
      if (index === 0) layout.heading(title);
      else layout.gap(gap);
      draw(item);
    });
  });
  layout.gap(SECTION_GAP);
}

function body(layout: Layout, site: SiteContent, projectCount: number): void {
  const { owner } = site;
  const words = wordsOf(site.words, site.lang).cv;
  const paragraph: Style = { font: 'Sans', size: 10, color: COLOURS.body, lineGap: 2 };

  // A section only for what the owner wrote (issue 41): no heading stands over nothing.
  const intro = introText(owner, (years) => formatNumber(years, site.lang));
  section(layout, words.summary, intro === undefined ? [] : [intro], 0, (line) => (layout.y += layout.text(line, paragraph)));
  const availability = [owner.availability, owner.goal].filter((part) => part !== undefined).map(sentence).join(' ');
  section(layout, words.availability, availability === '' ? [] : [availability], 0, (line) => (layout.y += layout.text(line, paragraph)));
  section(layout, words.experience, site.experience ?? [], 9, (item) => job(layout, item, words, site.lang));

  section(layout, words.skills, skillGroups(site.skills), 4, skillLine(layout, skillGroups(site.skills), paragraph));

  const projects = site.projects ?? [];
  // "More projects on <site>" only names the owner's own site; without one the CV says nothing.
  const more = projects.length > projectCount && site.siteUrl !== undefined ? [fill(words.moreProjects, { site: withoutScheme(site.siteUrl) })] : [];
  section(layout, words.projects, [...projects.slice(0, projectCount), ...more], 10, (item) => {
    if (typeof item === 'string') layout.y += layout.text(item, { ...paragraph, size: 9.5, color: COLOURS.muted });
    else project(layout, item, words, site.lang);
  });
  section(layout, words.education, site.education ?? [], 6, (item) => study(layout, item, words, site.lang));
  // The languages on one line that wraps between them, each with its fluency in the owner's words.
  const spoken = (site.spokenLanguages ?? []).map((each) => ({ label: each.fluency === undefined ? isolate(each.language) : `${isolate(each.language)} (${isolate(each.fluency)})` }));
  section(layout, words.languages, spoken.length === 0 ? [] : [spoken], 0, (line) => flow(layout, line, { ...paragraph, size: 9.5 }, '   ·   '));
  section(layout, words.certifications, site.certifications ?? [], 6, (item) => certificationLine(layout, item, site.lang));
  section(layout, words.publications, site.publications ?? [], 6, (item) => publicationLine(layout, item, wordsOf(site.words, site.lang).publications, site.lang));
  section(layout, words.awards, site.awards ?? [], 6, (item) => awardLine(layout, item, site.lang));
}

function lay(doc: PDFKit.PDFDocument, site: SiteContent, fit: Fit, draw: boolean, order: readonly HighlightAt[] = []): Layout {
  const shown = withoutHighlights(site, order, fit.trimmed);
  const layout = new Layout(doc, fit.setting, draw, accentOf(shown), shown.paper ?? 'a4', textDirection(shown.lang));
  header(layout, shown);
  body(layout, shown, fit.projects);
  return layout;
}

/** A measuring pass (nothing drawn): the pages the CV takes with `fit`, and how far it runs past the first. */
function measure(doc: PDFKit.PDFDocument, site: SiteContent, fit: Fit, order: readonly HighlightAt[] = []): Measured {
  const layout = lay(doc, site, fit, false, order);
  // The last section's gap below it is blank paper, not content: it may run past the foot.
  return { pages: layout.pages, overflows: layout.y - layout.spaced(SECTION_GAP) > layout.bottom, overflow: layout.overflow };
}

/** A small running foot on each page of a two-page CV, so a loose second sheet says whose it is. */
function pageFeet(doc: PDFKit.PDFDocument, layout: Layout, name: string, paper: Paper): void {
  const range = doc.bufferedPageRange();
  if (range.count < 2) return;
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // At the end of the line: the right in a left-to-right CV, the left in a right-to-left one.
    layout.y = PAPER[paper].height - layout.margin / 2 - 4;
    layout.text(`${name}  ·  ${index + 1} / ${range.count}`, { font: 'Sans', size: 8 / layout.s(1), color: COLOURS.muted }, layout.margin, layout.contentWidth, {
      align: 'right',
      lineBreak: false,
    });
  }
}

/** The CV's document, its fonts registered, nothing on it yet. */
function newDocument(site: SiteContent, compress: boolean): PDFKit.PDFDocument {
  const { owner } = site;
  const paper = site.paper ?? 'a4';
  const doc = new PDFDocument({
    size: [PAPER[paper].width, PAPER[paper].height],
    // A small bottom margin only so pdfkit never breaks a page on its own; the layout keeps MARGIN.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 8 },
    compress,
    bufferPages: true,
    lang: site.lang,
    displayTitle: true,
    info: {
      Title: `${owner.name} — Résumé`,
      Author: owner.name,
      // The title's CV, or the name's when there is no title.
      Subject: `${owner.jobTitle ?? owner.name} CV`,
      Keywords: site.skills.map((skill) => skill.name).join(', '),
      Creator: 'folio',
    },
  });

  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, require.resolve(file));
  return doc;
}

/** For tests: the pages the CV of `site` takes with `setting` and all its projects, and how far it runs past the first. */
export function measureCv(site: SiteContent, setting: Setting): Measured {
  const career = cvCareer(site);
  return measure(newDocument(site, false), career, { setting, projects: career.projects?.length ?? 0, trimmed: 0 });
}

/**
 * The texts of `site` the CV's font cannot write, each a line naming the field, then the way out:
 * the one reason the generated CV refuses content. check:content asks the same (cv-source.ts).
 */
export function cvTextProblems(site: SiteContent, options: Pick<CvOptions, 'contentFile' | 'ownCv'> = {}, doc = newDocument(site, false)): string[] {
  const contentFile = options.contentFile ?? 'content/site.ts';
  // Both weights of a face cover the same scripts, so the regular one answers for the bold too; a
  // right-to-left CV writes its Arabic and Hebrew words in the RightToLeft face (cv-layout.ts).
  const faces = [embeddedFace(doc, 'Sans').font, ...(textDirection(site.lang) === 'rtl' ? [embeddedFace(doc, 'RightToLeft').font] : [])];
  const unwritable = unwritableFields(site, (codePoint) => faces.some((face) => face.hasGlyphForCodePoint(codePoint)));
  if (unwritable.length === 0) return [];
  return [
    ...unwritable.map((problem) => `${contentFile}: ${problem}`),
    `Put your own CV at ${options.ownCv ?? `${path.dirname(contentFile)}/resume.pdf`} to use it instead of the generated one.`,
  ];
}

/** What the build says about a CV: its pages, and a line when it left something out or took more pages than asked. */
export type CvReport = { pages: number; note: string | undefined };

export async function buildCv(site: SiteContent, outFile: string, options: CvOptions = {}): Promise<CvReport> {
  const contentFile = options.contentFile ?? 'content/site.ts';
  const paper = site.paper ?? 'a4';
  const doc = newDocument(site, options.compress ?? true);
  const problems = cvTextProblems(site, options, doc);
  if (problems.length > 0) throw new ContentError(problems);

  // A career held in projects reads as roles from here on (cv-career.ts), after the fallbacks are
  // found by their place in the content as written.
  const drawn = cvCareer(withIsolatedFallbacks(site, options.fallbacks));
  const order = trimOrder(drawn.experience);
  const asked = drawn.cv?.pages ?? DEFAULT_CV_PAGES;
  const fit = fitPages((candidate) => measure(doc, drawn, candidate, order), { projects: drawn.projects?.length ?? 0, trimmable: order.length, pages: asked });
  const layout = lay(doc, drawn, fit, true, order);
  pageFeet(doc, layout, drawn.owner.name, paper);
  mapGlyphsToTheirCharacters(embeddedFaces(doc));
  const pages = doc.bufferedPageRange().count;
  if (pages !== layout.pages) throw new Error(`build-cv: laid out ${layout.pages} pages, pdfkit produced ${pages}`);

  await mkdir(path.dirname(outFile), { recursive: true });
  const stream = createWriteStream(outFile);
  doc.pipe(stream);
  doc.end();
  await once(stream, 'finish');
  return { pages, note: fitNote({ site: cvCareer(site), fit, order, asked, pages, contentFile }) };
}
