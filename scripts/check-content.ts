import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { z } from 'zod';
import { siteSchema, type SiteContent } from '../contract/content-schema';
import { imageVariants } from '../src/lib/image-variants';
import { contentPaths, type ContentPaths } from '../contract/content-paths';
import { accentProblems } from './accent';

/** `skills[3].percentage` from zod's path. */
export function formatPath(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

export function formatIssues(issues: readonly z.core.$ZodIssue[], file: string): string[] {
  return issues.map((issue) => {
    const where = formatPath(issue.path);
    return `${file}: ${where === '' ? '' : `${where} `}${issue.message}`;
  });
}

/** Every raster the page will ask for must exist, or the build would ship broken images. */
export function missingImages(content: SiteContent, paths: ContentPaths): string[] {
  const images = [
    { where: 'owner.avatar', image: content.owner.avatar },
    ...content.projects.map((project, index) => ({ where: `projects[${index}].image`, image: project.image })),
  ];
  return images.flatMap(({ where, image }) =>
    imageVariants(image)
      .flatMap((variant) => [variant.avif, variant.webp])
      .filter((name) => !existsSync(path.join(paths.images, name)))
      .map(
        (name) =>
          `${paths.siteLabel}: ${where}.name "${image.name}" needs ${paths.label}/images/${name} ` +
          `(put ${image.name}.svg, .jpg, .png or .webp in ${paths.label}/images/, then run npm run images)`,
      ),
  );
}

export type ContentCheck = { ok: true; content: SiteContent } | { ok: false; errors: string[] };

/** Checks content against the schema and its folder's images (`content/` unless named). */
export function checkContent(input: unknown, paths: ContentPaths = contentPaths()): ContentCheck {
  const parsed = siteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: formatIssues(parsed.error.issues, paths.siteLabel) };
  const problems = [
    ...(parsed.data.accent === undefined ? [] : accentProblems(parsed.data.accent).map((problem) => `${paths.siteLabel}: ${problem}`)),
    ...missingImages(parsed.data, paths),
  ];
  if (problems.length > 0) return { ok: false, errors: problems };
  return { ok: true, content: parsed.data };
}

/**
 * Loads the content module (content/site.ts unless CONTENT_DIR or `paths` names another folder) and
 * checks it; run as a command, it prints the errors and exits 1.
 */
export async function loadContent(paths: ContentPaths = contentPaths()): Promise<SiteContent> {
  const result = checkContent(await loadSiteModule(paths), paths);
  if (!result.ok) {
    throw new ContentError(result.errors);
  }
  return result.content;
}

/** The `site` export of a content folder's site.ts, unchecked. */
export async function loadSiteModule(paths: ContentPaths): Promise<unknown> {
  const { site } = (await import(pathToFileURL(paths.site).href)) as { site?: unknown };
  if (site === undefined) throw new ContentError([`${paths.siteLabel} must export \`site\``]);
  return site;
}

export class ContentError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const paths = contentPaths(process.argv[2]);
  loadContent(paths).then(
    () => console.log(`${paths.siteLabel} is valid.`),
    (error: unknown) => {
      console.error(error instanceof ContentError ? error.message : error);
      process.exit(1);
    },
  );
}
