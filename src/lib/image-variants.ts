import type { ImageRef, SiteContent } from '../../contract/content-schema';

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

/** Every picture the content names: the avatar, then each project's (repeats included); an owner or a project without one names none. */
export function contentImages(content: SiteContent): ImageRef[] {
  return [content.owner.avatar, ...(content.projects ?? []).map((project) => project.image)].filter((image): image is ImageRef => image !== undefined);
}
