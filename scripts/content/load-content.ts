import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { z } from 'zod';
import { siteSchema, type SiteContent } from '../../contract/content-schema';
import { contentPaths, type ContentPaths } from '../../contract/content-paths';
import { translate, type MissingText, type Translation } from '../../contract/translation';
import { accentProblems } from '../colour/accent';
import { accentSuggestion } from '../colour/nearest-accent';
import { knownKeysAt, unknownKeyMessage } from './unknown-keys';
import { nearestName } from '../../contract/nearest-name';
import { missingImages } from '../content-files/missing-images';
import { photosWithPosition } from '../images/photo-metadata';
import { githubProblems } from '../github/github-projects';
import { readTexts } from '../posts/read-posts';
import { textProblems } from '../posts/text-problems';
import { cleanStrings, findUnsafe, unsafeMessage } from '../content-files/xml-characters';
import { ContentError } from '../content-files/content-error';
import { syntaxErrorLine } from './syntax-errors';

/** `skills[3].percentage` from zod's path. */
export function formatPath(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/**
 * One line per problem: the file, the field's path and what was expected. An unknown key (every
 * object of the schema is strict) gets a line of its own with the nearest known name.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[], file: string, schema: z.ZodType = siteSchema): string[] {
  return issues.flatMap((issue) => {
    const where = formatPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeysAt(schema, issue.path);
      return issue.keys.map((key) => `${file}: ${where === '' ? '' : `${where}: `}${unknownKeyMessage(key, known, issue.path)}`);
    }
    return [`${file}: ${where === '' ? '' : `${where} `}${issue.message}`];
  });
}

/** The failing pairs of an accent, then the nearest colour that passes them all. */
function accentLines(hex: string): string[] {
  const problems = accentProblems(hex);
  return problems.length === 0 ? [] : [...problems, ...accentSuggestion(hex)];
}

export type ContentCheck = { ok: true; content: SiteContent } | { ok: false; errors: string[] };

/** Checks content against the schema and its folder's images (`content/` unless named). */
export function checkContent(input: unknown, paths: ContentPaths = contentPaths()): ContentCheck {
  const parsed = siteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: formatIssues(parsed.error.issues, paths.siteLabel) };
  const problems = [
    ...(parsed.data.accent === undefined ? [] : accentLines(parsed.data.accent).map((problem) => `${paths.siteLabel}: ${problem}`)),
    ...missingImages(parsed.data, paths),
    ...photosWithPosition(paths.images, (file) => `${paths.label}/images/${path.basename(file)}`),
    ...githubProblems(parsed.data, paths),
  ];
  if (problems.length > 0) return { ok: false, errors: problems };
  return { ok: true, content: parsed.data };
}

/**
 * Loads the content module (content/site.ts unless CONTENT_DIR or `paths` names another folder) and
 * checks it; run as a command, it prints the errors and exits 1.
 */
export async function loadContent(paths: ContentPaths = contentPaths(), report: Report = warn): Promise<SiteContent> {
  const site = await loadSiteModule(paths);
  report(unsafeLines(site, paths.siteLabel));
  const result = checkContent(cleanStrings(site), paths);
  if (!result.ok) {
    throw new ContentError(result.errors);
  }
  return result.content;
}

/**
 * What to do with the lines naming characters XML cannot carry (xml-characters.ts), which loading
 * has already left out: the build and the dev server warn and go on; check:content lists them
 * among its problems.
 */
export type Report = (lines: readonly string[]) => void;
const warn: Report = (lines) => {
  for (const line of lines) console.warn(`warning: ${line}`);
};

/** Each string of site.ts or a translation with such characters, by its file and field. */
function unsafeLines(value: unknown, file: string): string[] {
  return findUnsafe(value).map(({ path: where, characters }) => unsafeMessage(`${file}: ${formatPath(where)}`, characters));
}

/** The `site` export of a content folder's site.ts, unchecked. */
export async function loadSiteModule(paths: ContentPaths): Promise<unknown> {
  const { site } = (await importContent(paths.site, paths.siteLabel)) as { site?: unknown };
  if (site === undefined) throw new ContentError([`${paths.siteLabel} must export \`site\``]);
  return site;
}

/** A content module's exports; one that does not parse is a ContentError of one line (syntax-errors.ts). */
async function importContent(file: string, label: string): Promise<Record<string, unknown>> {
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    const line = syntaxErrorLine(error, file, label);
    throw line === undefined ? error : new ContentError([line]);
  }
}

export type CheckedTranslation = { lang: string; file: string; content: SiteContent; missing: MissingText[] };

/**
 * Every translation in the content folder's translations/ (`<lang>.ts`, exporting `translation`),
 * merged over `base` and checked like site.ts. Throws a ContentError naming each problem.
 */
export async function loadTranslations(base: SiteContent, paths: ContentPaths = contentPaths(), report: Report = warn): Promise<CheckedTranslation[]> {
  if (!existsSync(paths.translations)) return [];
  const files = readdirSync(paths.translations).filter((file) => file.endsWith('.ts')).sort();
  const errors: string[] = [];
  const checked: CheckedTranslation[] = [];
  for (const file of files) {
    const label = `${paths.label}/translations/${file}`;
    const expected = file.slice(0, -'.ts'.length);
    if (!isLanguageTag(expected)) {
      errors.push(`${label}: "${expected}" is not a language tag; name the file after its language, like de.ts, pt-BR.ts or ar.ts`);
      continue;
    }
    const { translation: own } = (await importContent(path.join(paths.translations, file), label)) as { translation?: Translation };
    if (own === undefined) {
      errors.push(`${label} must export \`translation\``);
      continue;
    }
    report(unsafeLines(own, label));
    const translation = cleanStrings(own);
    if (translation.lang !== expected) errors.push(`${label}: lang must be "${expected}", the file's name (got ${JSON.stringify(translation.lang)})`);
    if (translation.lang === base.lang) errors.push(`${label}: lang "${base.lang}" is site.ts's own language`);
    const { content, missing, unknown } = translate(base, translation);
    errors.push(...unknown.map((where) => `${label}: ${unknownInTranslation(where, content, paths.siteLabel)}`));
    const result = checkContent(content, { ...paths, siteLabel: label });
    if (!result.ok) errors.push(...result.errors);
    else checked.push({ lang: translation.lang, file: label, content: result.content, missing });
  }
  if (errors.length > 0) throw new ContentError(errors);
  return checked;
}

/**
 * A key the translation has and site.ts does not: with the nearest key site.ts has there when one is
 * close (a typo), else named as one more than site.ts has (an extra item, or an optional part site.ts
 * leaves out).
 */
function unknownInTranslation(where: string, merged: unknown, siteLabel: string): string {
  const { parent, key } = splitPath(where);
  if (typeof key === 'string') {
    const known = Object.keys((at(merged, parent) as Record<string, unknown> | undefined) ?? {});
    const near = nearestName(key, known);
    if (near !== undefined) return `${parent === '' ? '' : `${parent}: `}unknown key ${JSON.stringify(key)}: did you mean ${JSON.stringify(near)}?`;
  }
  return `${where} is not in ${siteLabel} (a typo, or one more than site.ts has?)`;
}

/** `owner.jobTitel` as its parent's path and its last key (a number for an item). */
function splitPath(where: string): { parent: string; key: string | number } {
  const item = /^(.*)\[(\d+)\]$/u.exec(where);
  if (item) return { parent: item[1] ?? '', key: Number(item[2]) };
  const dot = where.lastIndexOf('.');
  return { parent: dot === -1 ? '' : where.slice(0, dot), key: where.slice(dot + 1) };
}

/** The value at a path as formatPath writes it. */
function at(value: unknown, where: string): unknown {
  const keys = where.match(/[^.[\]]+/gu) ?? [];
  return keys.reduce<unknown>((current, key) => (typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined), value);
}

/** Whether `tag` is a BCP 47 language tag ("de", "pt-BR", "zh-Hant"), as `lang` and a page's folder need. */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1 && /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/u.test(tag);
  } catch {
    return false;
  }
}

/**
 * The posts and case studies (issue 24), each problem on a line naming the file, the line and the
 * field; none for a folder without them. `languages`: the site's translations.
 */
export function checkTexts(site: SiteContent, languages: readonly string[], paths: ContentPaths = contentPaths()): { count: number; problems: string[] } {
  const { texts, problems, unreadable, characters } = readTexts(paths);
  return { count: texts.length, problems: [...problems, ...characters, ...textProblems(texts, site, languages, paths, unreadable)] };
}
