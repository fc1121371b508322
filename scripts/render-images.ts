/**
 * `npm run images`: renders every SVG in content/images that the content refers to into the
 * AVIF and WebP files the page asks for (see src/lib/image-variants.ts). Run it after editing
 * an SVG or adding a project; the rasters are committed so the build never needs to draw them.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { siteSchema, type ImageRef, type SiteContent } from '../contract/content-schema';
import { imageVariants } from '../src/lib/image-variants';
import { loadSiteModule } from './check-content';
import { contentPaths, PROJECT_ROOT as root } from '../contract/content-paths';

// Flat illustrations compress far below photos; these settings keep edges crisp at a few kB.
const AVIF = { quality: 50, effort: 4 } as const;
const WEBP = { quality: 75, effort: 6 } as const;

export function contentImages(content: SiteContent): ImageRef[] {
  return [content.owner.avatar, ...content.projects.map((project) => project.image)];
}

async function renderOne(image: ImageRef, dir: string): Promise<string[]> {
  const source = path.join(dir, `${image.name}.svg`);
  const svg = await readFile(source).catch(() => {
    throw new Error(`${path.relative(root, source)} is missing: the content names the image "${image.name}"`);
  });
  const intrinsic = await sharp(svg).metadata();
  const written: string[] = [];
  for (const variant of imageVariants(image)) {
    const height = Math.round((variant.width * image.height) / image.width);
    // Rasterise at (at least) the target size so a small SVG canvas is never upscaled blurrily.
    const density = 72 * Math.max(1, variant.width / (intrinsic.width ?? variant.width));
    const resized = sharp(svg, { density }).resize(variant.width, height, { fit: 'cover' });
    const avif = path.join(dir, variant.avif);
    const webp = path.join(dir, variant.webp);
    await resized.clone().avif(AVIF).toFile(avif);
    await resized.clone().webp(WEBP).toFile(webp);
    written.push(avif, webp);
  }
  return written;
}

/** Renders all variants of every content image and returns the files written. */
export async function renderImages(content: SiteContent, dir: string): Promise<string[]> {
  // One picture may illustrate several projects; draw it once.
  const images = [...new Map(contentImages(siteSchema.parse(content)).map((image) => [image.name, image])).values()];
  const written: string[] = [];
  for (const image of images) written.push(...(await renderOne(image, dir)));
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const paths = contentPaths(process.argv[2]);
  // Not loadContent: that check fails on exactly the missing rasters this command makes.
  loadSiteModule(paths)
    .then((site) => renderImages(siteSchema.parse(site), paths.images))
    .then(
    async (files) => {
      for (const file of files) {
        const { size } = await stat(file);
        console.log(`${path.relative(root, file).padEnd(46)} ${(size / 1024).toFixed(1).padStart(6)} kB`);
      }
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
