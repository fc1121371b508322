import type { ImageRef } from '../../contract/content-schema';

export type ImageVariant = { width: number; avif: string; webp: string };

/**
 * The files `npm run images` renders for one content image: the full width and half of it
 * (phones and 1x screens), each as AVIF and WebP. The page's srcset follows the same rule.
 */
export function imageVariants(image: ImageRef): ImageVariant[] {
  const widths = [Math.round(image.width / 2), image.width];
  return widths.map((width) => ({
    width,
    avif: `${image.name}-${width}.avif`,
    webp: `${image.name}-${width}.webp`,
  }));
}
