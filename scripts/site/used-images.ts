import type { Plugin } from 'vite';
import type { SiteContent } from '../../contract/content-schema';
import { contentImages, imageVariants } from '../../src/lib/image-variants';

/** The rendered files the page asks for: every variant of the avatar and of each project's image. */
export function usedImageFiles(site: SiteContent): string[] {
  return [...new Set(contentImages(site).flatMap((image) => imageVariants(image).flatMap((variant) => [variant.avif, variant.webp])))].sort();
}

/** The glob the site's image map is written with (src/lib/content-images.ts). */
export const IMAGE_GLOB = "'@content/images/*.{avif,webp}'";

/**
 * For the build: narrows the site's image glob to the files the content uses, so pictures left in
 * `content/images/` (the sample's, an old project's) are neither shipped nor named in the script.
 * The dev server keeps the whole folder, so a picture named in the content a moment later shows.
 */
export function onlyUsedImages(site: SiteContent): Plugin {
  const files = usedImageFiles(site);
  return {
    name: 'folio-only-used-images',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/lib/content-images.ts')) return null;
      if (!code.includes(IMAGE_GLOB)) this.error(`content-images.ts no longer globs ${IMAGE_GLOB}; update scripts/site/used-images.ts`);
      // A brace list of exact names: one file only ({a}) would be taken literally, so each name is listed as itself.
      const pattern = files.length === 1 ? `'@content/images/${files[0]}'` : `'@content/images/{${files.join(',')}}'`;
      return { code: code.replace(IMAGE_GLOB, pattern), map: null };
    },
  };
}
