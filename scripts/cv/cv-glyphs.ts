import type { SiteContent } from '../../contract/content-schema';
import { wordsOf } from '../../contract/folio-words';
import { monthLabel } from '../../src/lib/month-label';

/** A field the owner may leave out (issue 41): its text when given, else nothing to check. */
function given(field: string, text: string | undefined): [field: string, text: string][] {
  return text === undefined ? [] : [[field, text]];
}

/** Every content text the generated CV writes, with the field it comes from. */
export function cvTexts(site: SiteContent): [field: string, text: string][] {
  const { owner } = site;
  return [
    ['owner.name', owner.name],
    ...given('owner.jobTitle', owner.jobTitle),
    ...given('owner.email', owner.email),
    ...given('owner.phone', owner.phone),
    ...given('owner.city', owner.city),
    ...given('owner.intro', owner.intro),
    ...given('owner.availability', owner.availability),
    ...given('owner.goal', owner.goal),
    ...given('siteUrl', site.siteUrl),
    ...site.socials.map((social, i): [string, string] => [`socials[${i}].url`, social.url]),
    ...site.skills.flatMap((skill, i): [string, string][] => [
      [`skills[${i}].name`, skill.name],
      [`skills[${i}].category`, skill.category],
    ]),
    ...(site.projects ?? []).flatMap((project, i): [string, string][] => [
      ...(project.highlights ?? []).map((line, j): [string, string] => [`projects[${i}].highlights[${j}]`, line]),
      ...(project.stack ?? []).map((name, j): [string, string] => [`projects[${i}].stack[${j}]`, name]),
      [`projects[${i}].title`, project.title],
      [`projects[${i}].category`, project.category],
      ...given(`projects[${i}].description`, project.description),
      ...given(`projects[${i}].link`, project.link),
      ...given(`projects[${i}].source`, project.source),
      ...given(`projects[${i}].entity`, project.entity),
      ...(project.roles ?? []).map((role, j): [string, string] => [`projects[${i}].roles[${j}]`, role]),
    ]),
    ...(site.experience ?? []).flatMap((job, i): [string, string][] => [
      [`experience[${i}].company`, job.company],
      [`experience[${i}].role`, job.role],
      ...(job.location === undefined ? [] : [[`experience[${i}].location`, job.location] as [string, string]]),
      ...given(`experience[${i}].url`, job.url),
      ...given(`experience[${i}].description`, job.description),
      ...(job.highlights ?? []).map((text, h): [string, string] => [`experience[${i}].highlights[${h}]`, text]),
      ...(job.technologies ?? []).map((text, t): [string, string] => [`experience[${i}].technologies[${t}]`, text]),
    ]),
    ...(site.education ?? []).flatMap((study, i): [string, string][] => [
      [`education[${i}].school`, study.school],
      ...given(`education[${i}].degree`, study.degree),
    ]),
    ...(site.spokenLanguages ?? []).flatMap((spoken, i): [string, string][] => [
      [`spokenLanguages[${i}].language`, spoken.language],
      ...given(`spokenLanguages[${i}].fluency`, spoken.fluency),
    ]),
    ...(site.certifications ?? []).flatMap((item, i): [string, string][] => [
      [`certifications[${i}].name`, item.name],
      [`certifications[${i}].issuer`, item.issuer],
    ]),
    ...(site.publications ?? []).flatMap((item, i): [string, string][] => [
      [`publications[${i}].name`, item.name],
      [`publications[${i}].publisher`, item.publisher],
      ...(item.summary === undefined ? [] : [[`publications[${i}].summary`, item.summary] as [string, string]]),
    ]),
    ...(site.awards ?? []).flatMap((item, i): [string, string][] => [
      [`awards[${i}].title`, item.title],
      [`awards[${i}].awarder`, item.awarder],
      ...(item.summary === undefined ? [] : [[`awards[${i}].summary`, item.summary] as [string, string]]),
    ]),
    ...cvWords(site),
  ];
}

/**
 * The CV's own words in the page's language (issue 41): folio's headings, "present", the kinds of
 * publication and the months, which a language in a script the CV's fonts lack (Japanese, Hindi...)
 * would leave blank.
 */
function cvWords(site: SiteContent): [field: string, text: string][] {
  const words = wordsOf(site.words, site.lang);
  const kinds = [...new Set((site.publications ?? []).map((item) => item.kind))];
  return [
    ...Object.entries(words.cv).map(([key, text]): [string, string] => [`words.cv.${key}`, text.replace(/\{\w+\}/gu, '')]),
    ...kinds.map((kind): [string, string] => [`words.publications.${kind}`, words.publications[kind]]),
    ['the months, as the CV writes them', monthLabel('2024-05', site.lang)],
  ];
}

/**
 * Fields with characters the font cannot draw: a PDF would show them as blanks, and a CV that
 * silently loses the owner's name is worse than a build that says so.
 */
export function unwritableFields(site: SiteContent, hasGlyph: (codePoint: number) => boolean): string[] {
  return cvTexts(site).flatMap(([field, text]) => {
    const missing = [...new Set([...text].filter((char) => !/\s/u.test(char) && !hasGlyph(char.codePointAt(0) ?? 0)))];
    return missing.length > 0 ? [`${field} has characters the generated CV's font cannot write: ${missing.join(' ')}`] : [];
  });
}

/** What this file reads of pdfkit's embedded fonts (not in its types): the fontkit font and the subset. */
type EmbeddedFace = {
  font: { glyphForCodePoint(codePoint: number): { id: number }; hasGlyphForCodePoint(codePoint: number): boolean };
  subset: { glyphs: number[] };
  unicode: number[][];
};
type DocumentInternals = { _font: unknown; _fontFamilies: Record<string, unknown> };

/** The embedded face of a registered font, made current in `doc`. */
export function embeddedFace(doc: PDFKit.PDFDocument, name: string): EmbeddedFace {
  const face = (doc.font(name) as unknown as DocumentInternals)._font;
  if (!isEmbeddedFace(face)) throw new Error(`build-cv: the font "${name}" is not an embedded font`);
  return face;
}

/** Every face `doc` has used. */
export function embeddedFaces(doc: PDFKit.PDFDocument): EmbeddedFace[] {
  return Object.values((doc as unknown as DocumentInternals)._fontFamilies).filter(isEmbeddedFace);
}

/**
 * pdfkit maps each glyph to the text of the first string it appeared in. When the font draws "ọ" as
 * "o" plus a combining dot, the "o" glyph would then read as "ọ" everywhere after ("Clọud"), in
 * copy-paste and in a recruiter's CV parser. A glyph that stands for one part of a decomposed
 * letter is mapped to that part instead: "o" reads as "o", the dot as U+0323, so "ọ" reads as its
 * decomposed form. A ligature ("ff" for two letters) keeps the letters it stands for.
 */
export function mapGlyphsToTheirCharacters(faces: Iterable<EmbeddedFace>): void {
  for (const face of faces) {
    face.subset.glyphs.forEach((glyphId, gid) => {
      const mapped = face.unicode[gid] ?? [];
      if (mapped.length !== 1) return;
      const parts = [...String.fromCodePoint(mapped[0] ?? 0).normalize('NFD')].map((part) => part.codePointAt(0) ?? 0);
      if (parts.length < 2) return;
      const own = parts.find((part) => face.font.glyphForCodePoint(part).id === glyphId);
      if (own === undefined) return;
      face.unicode[gid] = [own];
      // The other parts (the combining dot) were drawn by glyphs mapped to nothing: give them theirs.
      for (const part of parts) {
        const partGid = face.subset.glyphs.indexOf(face.font.glyphForCodePoint(part).id);
        if (partGid > 0 && (face.unicode[partGid] ?? []).length === 0) face.unicode[partGid] = [part];
      }
    });
  }
}

function isEmbeddedFace(face: unknown): face is EmbeddedFace {
  const f = face as Partial<EmbeddedFace> | null;
  return typeof f?.font?.glyphForCodePoint === 'function' && Array.isArray(f.subset?.glyphs) && Array.isArray(f.unicode);
}
