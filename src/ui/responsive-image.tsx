import type { ImageRef } from '../../contract/content-schema';
import { imageVariants } from '../lib/image-variants';

// Vite fingerprints every rendered image of the owner's folder (the `@content` alias).
const globbed = import.meta.glob<string>('@content/images/*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});
/** "avatar-480.avif" to its hashed URL. */
const urls = new Map(Object.entries(globbed).map(([key, url]) => [key.slice(key.lastIndexOf('/') + 1), url]));

function urlOf(file: string): string {
  const url = urls.get(file);
  if (url === undefined) throw new Error(`images/${file} is missing from the content folder: run npm run images`);
  return url;
}

type ResponsiveImageProps = {
  image: ImageRef;
  /** The CSS width the image is shown at, for the browser to pick a file. */
  sizes: string;
  className?: string;
  /**
   * `hero`: the picture at the top of the page. It is preloaded on wide screens, where it is the
   * largest paint (see scripts/build/optimise-html.ts); on phones the text is, so the picture waits,
   * at low priority, until the first paint is done.
   */
  hero?: boolean;
};

/** AVIF with a WebP fallback, two widths each, and the intrinsic size so nothing shifts as it loads. */
export function ResponsiveImage({ image, sizes, className, hero = false }: ResponsiveImageProps) {
  const variants = imageVariants(image);
  const srcSet = (format: 'avif' | 'webp') => variants.map((v) => `${urlOf(v[format])} ${v.width}w`).join(', ');
  const largest = variants[variants.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={largest ? urlOf(largest.webp) : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        loading="lazy"
        decoding="async"
        fetchPriority={hero ? 'low' : 'auto'}
      />
    </picture>
  );
}
