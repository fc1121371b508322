/**
 * The pictures of `npm run images` (render-images.ts): every picture in content/images that the content refers to (an SVG,
 * or a photo: JPEG, PNG or WebP) into the AVIF and WebP files the page asks for (see
 * src/lib/image-variants.ts), cropped to the size the content declares. Run it after changing a
 * picture or adding a project; the results are committed so the build never needs to draw them.
 * It first takes the metadata out of every original photo in the folder, which is committed too.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { siteSchema, type ImageRef, type SiteContent } from '../../contract/content-schema';
import { contentImages, imageVariants } from '../../src/lib/image-variants';
import { stripOriginals } from './photo-metadata';
import { SOURCE_EXTENSIONS } from '../content-files/missing-images';
import { PROJECT_ROOT as root } from '../../contract/content-paths';

// Flat illustrations compress far below photos; these settings keep edges crisp at a few kB, and
// photos at a quality a face or a screenshot keeps.
const AVIF = { quality: 50, effort: 4 } as const;
const WEBP = { quality: 75, effort: 6 } as const;

/** The one source file of `name` in `dir`; two (a photo and an SVG of one name) would be a guess. */
export async function sourceOf(name: string, dir: string): Promise<string> {
  const found: string[] = [];
  for (const extension of SOURCE_EXTENSIONS) {
    const file = path.join(dir, `${name}.${extension}`);
    if (await stat(file).then((info) => info.isFile(), () => false)) found.push(file);
  }
  const shown = (file: string) => path.relative(root, file);
  if (found.length === 0) {
    throw new Error(`${shown(path.join(dir, name))}.svg (or .jpg, .png, .webp) is missing: the content names the image "${name}"`);
  }
  if (found.length > 1) throw new Error(`the image "${name}" has more than one source (${found.map(shown).join(', ')}): keep one`);
  return found[0] as string;
}

export type Rendered = {
  files: string[];
  warnings: string[];
  /** One line per original photo whose metadata was taken out (see photo-metadata.ts). */
  cleaned: string[];
};

/** Renders one picture's variants (the import draws a few new ones beside pictures already rendered). */
export async function renderOne(image: ImageRef, dir: string): Promise<Omit<Rendered, 'cleaned'>> {
  const source = await sourceOf(image.name, dir);
  const input = await readFile(source);
  const vector = source.endsWith('.svg');
  const intrinsic = await sharp(input).metadata();
  const warnings: string[] = [];
  const largest = imageVariants(image).at(-1);
  // A phone's photo may be stored sideways with an EXIF orientation: measure it as it will be shown.
  const [shownWidth, shownHeight] = (intrinsic.orientation ?? 1) >= 5 ? [intrinsic.height, intrinsic.width] : [intrinsic.width, intrinsic.height];
  if (!vector && largest && shownWidth !== undefined && shownHeight !== undefined) {
    const neededHeight = Math.round((largest.width * image.height) / image.width);
    if (shownWidth < largest.width || shownHeight < neededHeight) {
      warnings.push(
        `${path.relative(root, source)} is ${shownWidth}×${shownHeight}: smaller than its largest use, ${largest.width}×${neededHeight}, so it will look soft on sharp screens`,
      );
    }
  }
  const written: string[] = [];
  for (const variant of imageVariants(image)) {
    const height = Math.round((variant.width * image.height) / image.width);
    // Rasterise an SVG at (at least) the target size so a small canvas is never upscaled blurrily.
    const density = 72 * Math.max(1, variant.width / (intrinsic.width ?? variant.width));
    // `rotate()` applies a photo's EXIF orientation; the output carries no metadata (sharp copies
    // none unless asked), so a phone photo's GPS position and camera never reach the site.
    const base = vector ? sharp(input, { density }) : sharp(input).rotate();
    // Cropped to the declared aspect around the picture's most interesting part (a face, usually).
    const resized = base.resize(variant.width, height, { fit: 'cover', position: vector ? 'centre' : 'attention' });
    const avif = path.join(dir, variant.avif);
    const webp = path.join(dir, variant.webp);
    await resized.clone().avif(AVIF).toFile(avif);
    await resized.clone().webp(WEBP).toFile(webp);
    written.push(avif, webp);
  }
  return { files: written, warnings };
}

/** Renders all variants of every content image; returns the files written and any warnings. */
export async function renderImages(content: SiteContent, dir: string): Promise<Rendered> {
  // One picture may illustrate several projects; draw it once.
  const images = [...new Map(contentImages(siteSchema.parse(content)).map((image) => [image.name, image])).values()];
  // First, so nothing below reads a photo whose position is still in it.
  const cleaned = await stripOriginals(dir, (file) => path.relative(root, file));
  const rendered: Rendered = { files: [], warnings: [], cleaned };
  for (const image of images) {
    const one = await renderOne(image, dir);
    rendered.files.push(...one.files);
    rendered.warnings.push(...one.warnings);
  }
  return rendered;
}
