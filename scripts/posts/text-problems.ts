import { existsSync, readFileSync } from 'node:fs';
import type { SiteContent } from '../../contract/content-schema';
import type { ContentPaths } from '../../contract/content-paths';
import { hasSource, nearestPicture, sourceFiles } from '../content-files/missing-images';
import { nearestName } from '../../contract/nearest-name';
import type { TextSource } from './read-posts';
import { missingBodyPictures } from './body-pictures';

/** A link in the Markdown to a post or case study of the site: `/posts/<slug>/`, `/de/work/<slug>`. */
const INTERNAL_LINK = /\]\(\s*<?\/(?:([a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*)\/)?(posts|work)\/([^/)#?\s>]*)/gu;

/** The links of a text to posts or case studies of the site, each with its line in the file. */
export function internalLinks(text: Pick<TextSource, 'body' | 'bodyLine'>): { kind: 'posts' | 'work'; slug: string; line: number }[] {
  return text.body.split('\n').flatMap((content, index) =>
    [...content.matchAll(INTERNAL_LINK)]
      .filter((match) => (match[3] ?? '') !== '')
      .map((match) => ({ kind: match[2] as 'posts' | 'work', slug: match[3] ?? '', line: text.bodyLine + index })),
  );
}

/** The slugs of one kind ('post' or 'work') among keys like `post/<slug>`. */
function slugsOf(keys: Iterable<string>, kind: 'post' | 'work'): string[] {
  return [...keys].filter((key) => key.startsWith(`${kind}/`)).map((key) => key.slice(kind.length + 1));
}

/** The line of site.ts that names a case study, for the message (1 when it cannot be found). */
function lineIn(file: string, needle: string): number {
  if (!existsSync(file)) return 1;
  const index = readFileSync(file, 'utf8').split('\n').findIndex((line) => line.includes(needle));
  return index === -1 ? 1 : index + 1;
}

/**
 * What no single file shows: a cover not in images/, a project's caseStudy with no file, a
 * translation in a language the site lacks or of a text that does not exist, a link to a post that
 * is not there (or is a draft, so missing from the build). `languages`: the site's translations.
 * `unreadable`: texts that are there but whose front matter has a problem of its own (readTexts):
 * they count as there, so one mistake gets one line, not one more per link to its file.
 */
export function textProblems(texts: readonly TextSource[], site: SiteContent, languages: readonly string[], paths: ContentPaths, unreadable: readonly string[] = []): string[] {
  const problems: string[] = [];
  const originals = new Map(texts.filter((text) => text.lang === undefined).map((text) => [`${text.kind}/${text.slug}`, text]));
  const there = new Set([...originals.keys(), ...unreadable]);
  const workSlugs = slugsOf(there, 'work');
  for (const text of texts) {
    if (text.front.cover !== undefined && !hasSource(text.front.cover, paths.images)) {
      const near = nearestPicture(text.front.cover, sourceFiles(paths.images));
      const fix = near === undefined ? `put ${text.front.cover}.svg, .jpg, .png or .webp there` : `did you mean "${near}"?`;
      problems.push(`${text.file}:${text.fieldLines.cover ?? 1}: cover "${text.front.cover}" is not in ${paths.label}/images/: ${fix}`);
    }
    problems.push(...missingBodyPictures(text, paths));
    if (text.lang !== undefined) {
      if (!languages.includes(text.lang)) {
        const known = [site.lang, ...languages].join(', ');
        problems.push(`${text.file}:1: "${text.lang}" is not a language of the site (${known}): add translations/${text.lang}.ts, or rename the file`);
      }
      if (!there.has(`${text.kind}/${text.slug}`)) problems.push(`${text.file}:1: translates ${text.slug}.md, which is not in ${paths.label}/${text.kind === 'post' ? 'posts' : 'work'}/`);
    }
    for (const link of internalLinks(text)) {
      const kind = link.kind === 'posts' ? 'post' : 'work';
      const key = `${kind}/${link.slug}`;
      const target = originals.get(key);
      if (!there.has(key)) {
        const near = nearestName(link.slug, slugsOf(there, kind));
        const hint = near === undefined ? '' : `: did you mean /${link.kind}/${near}/?`;
        problems.push(`${text.file}:${link.line}: links to /${link.kind}/${link.slug}/, which is not in ${paths.label}/${link.kind}/${hint}`);
      } else if (target?.front.draft === true && text.front.draft !== true) problems.push(`${text.file}:${link.line}: links to /${link.kind}/${link.slug}/, a draft, which no build has`);
    }
  }
  (site.projects ?? []).forEach((project, index) => {
    if (project.caseStudy !== undefined && !there.has(`work/${project.caseStudy}`)) {
      const line = lineIn(paths.site, `'${project.caseStudy}'`);
      const near = nearestName(project.caseStudy, workSlugs);
      const hint = near === undefined ? '' : `: did you mean "${near}"?`;
      problems.push(`${paths.siteLabel}:${line}: projects[${index}].caseStudy "${project.caseStudy}" has no file ${paths.label}/work/${project.caseStudy}.md${hint}`);
    }
  });
  // A case study no project names has no card linking to it: a page nobody finds.
  const named = new Set((site.projects ?? []).map((project) => project.caseStudy));
  for (const text of texts) {
    if (text.kind === 'work' && text.lang === undefined && text.front.draft !== true && !named.has(text.slug)) {
      problems.push(`${text.file}:1: no project names it, so no card links to it: add caseStudy: '${text.slug}' to its project in ${paths.siteLabel} (or draft: true until it is ready)`);
    }
  }
  return problems;
}
