import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ImageRef, SiteContent } from '../../contract/content-schema';
import type { ContentPaths } from '../../contract/content-paths';
import { imageVariants } from '../../src/lib/image-variants';
import { editDistance, nearestName } from '../../contract/nearest-name';

/** The sources a picture may have, in the order they are looked for. */
export const SOURCE_EXTENSIONS = ['svg', 'jpg', 'jpeg', 'png', 'webp'] as const;

/** Each field of the content that names a picture, with the picture; an owner or a project with none has no field here. */
export function imageFields(content: SiteContent): { where: string; image: ImageRef }[] {
  return [
    ...(content.owner.avatar === undefined ? [] : [{ where: 'owner.avatar', image: content.owner.avatar }]),
    ...(content.projects ?? []).flatMap((project, index) => (project.image === undefined ? [] : [{ where: `projects[${index}].image`, image: project.image }])),
  ];
}

/** The pictures the owner put in the folder (not the rendered sizes), by file name. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((file) => (SOURCE_EXTENSIONS as readonly string[]).includes(path.extname(file).slice(1).toLowerCase()));
}

/** Whether `dir` has a source of any kind for the picture `name`. */
export function hasSource(name: string, dir: string): boolean {
  return SOURCE_EXTENSIONS.some((extension) => existsSync(path.join(dir, `${name}.${extension}`)));
}

/**
 * The file in the folder the owner most likely meant: one whose name starts with, or is the start
 * of, the name given ("shop" → "shop-app.jpg"), else one a slip or two away ("porject-x").
 */
export function nearestPicture(name: string, files: readonly string[]): string | undefined {
  const stem = (file: string) => file.slice(0, file.length - path.extname(file).length);
  const prefixed = files.filter((file) => stem(file).startsWith(name) || name.startsWith(stem(file)));
  const byDistance = (a: string, b: string) => editDistance(name, stem(a)) - editDistance(name, stem(b));
  const [closest] = [...prefixed].sort(byDistance);
  if (closest !== undefined) return closest;
  const near = nearestName(name, files.map(stem));
  return near === undefined ? undefined : files.find((file) => stem(file) === near);
}

/** One line for a picture that has no source in the folder: the field, the name, the likely file. */
function notInFolder(where: string, name: string, paths: ContentPaths, files: readonly string[]): string {
  const near = nearestPicture(name, files);
  const folder = `${paths.label}/images/`;
  return near === undefined
    ? `${paths.siteLabel}: ${where} "${name}" is not in ${folder}: put ${name}.svg, .jpg, .png or .webp there, then run npm run images`
    : `${paths.siteLabel}: ${where} "${name}" is not in ${folder}: did you mean "${near}"?`;
}

/**
 * One line per field whose picture the page cannot show. `rendered`: whether its rendered sizes must
 * be there too (the content check and the build), or only its source (npm run images, which draws them).
 */
export function missingImages(content: SiteContent, paths: ContentPaths, { rendered = true } = {}): string[] {
  const files = sourceFiles(paths.images);
  return imageFields(content).flatMap(({ where, image }) => {
    const renders = imageVariants(image).flatMap((variant) => [variant.avif, variant.webp]);
    const allRendered = renders.every((name) => existsSync(path.join(paths.images, name)));
    if (rendered && allRendered) return [];
    if (!hasSource(image.name, paths.images)) return [notInFolder(where, image.name, paths, files)];
    return rendered ? [`${paths.siteLabel}: ${where} "${image.name}" is not drawn in its sizes yet: run npm run images`] : [];
  });
}
