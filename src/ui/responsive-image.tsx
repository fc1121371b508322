import type { ImageRef } from '../../contract/content-schema';
import { imageUrl } from '../lib/image-urls';
import { imageVariants } from '../lib/image-variants';

type ResponsiveImageProps = {
  image: ImageRef;
  /** The CSS width the image is shown at, for the browser to pick a file. */
  sizes: string;
  className?: string;
  /**
   * `hero`: the picture at the top of the page. It is preloaded on wide screens, where it is the
   * largest paint (see scripts/site/optimise-html.ts); on phones the text is, so the picture waits,
   * at low priority, until the first paint is done.
   */
  hero?: boolean;
};

/** AVIF with a WebP fallback, two widths each, and the intrinsic size so nothing shifts as it loads. */
export function ResponsiveImage({ image, sizes, className, hero = false }: ResponsiveImageProps) {
  const variants = imageVariants(image);
  const srcSet = (format: 'avif' | 'webp') => variants.map((v) => `${imageUrl(v[format])} ${v.width}w`).join(', ');
  const largest = variants[variants.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={largest ? imageUrl(largest.webp) : undefined}
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
