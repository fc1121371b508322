import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { z } from 'zod';
import { siteSchema, type SiteContent } from '../contract/content-schema';
import { imageVariants } from '../src/lib/image-variants';

export const CONTENT_FILE = 'content/site.ts';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `skills[3].percentage` from zod's path. */
export function formatPath(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

export function formatIssues(issues: readonly z.core.$ZodIssue[], file = CONTENT_FILE): string[] {
  return issues.map((issue) => {
    const where = formatPath(issue.path);
    return `${file}: ${where === '' ? '' : `${where} `}${issue.message}`;
  });
}

/** Every raster the page will ask for must exist, or the build would ship broken images. */
export function missingImages(content: SiteContent, imagesDir = path.join(root, 'content/images')): string[] {
  const images = [
    { where: 'owner.avatar', image: content.owner.avatar },
    ...content.projects.map((project, index) => ({ where: `projects[${index}].image`, image: project.image })),
  ];
  return images.flatMap(({ where, image }) =>
    imageVariants(image)
      .flatMap((variant) => [variant.avif, variant.webp])
      .filter((file) => !existsSync(path.join(imagesDir, file)))
      .map((file) => `${CONTENT_FILE}: ${where}.name "${image.name}" needs content/images/${file} (run npm run images)`),
  );
}

export type ContentCheck = { ok: true; content: SiteContent } | { ok: false; errors: string[] };

export function checkContent(input: unknown, file = CONTENT_FILE, imagesDir?: string): ContentCheck {
  const parsed = siteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: formatIssues(parsed.error.issues, file) };
  const missing = missingImages(parsed.data, imagesDir);
  if (missing.length > 0) return { ok: false, errors: missing };
  return { ok: true, content: parsed.data };
}

/**
 * Loads the content module (content/site.ts unless another file is named) and checks it; run as a
 * command, it prints the errors and exits 1.
 */
export async function loadContent(file?: string): Promise<SiteContent> {
  const modulePath = file ? pathToFileURL(path.resolve(file)).href : '../content/site';
  const { site } = (await import(modulePath)) as { site: unknown };
  const result = checkContent(site, file ? path.relative(root, path.resolve(file)) : CONTENT_FILE);
  if (!result.ok) {
    throw new ContentError(result.errors);
  }
  return result.content;
}

export class ContentError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loadContent(process.argv[2] ?? process.env.CONTENT_FILE).then(
    () => console.log(`${CONTENT_FILE} is valid.`),
    (error: unknown) => {
      console.error(error instanceof ContentError ? error.message : error);
      process.exit(1);
    },
  );
}
