// Vite fingerprints every rendered image of the owner's folder (the `@content` alias); the build
// narrows the glob to the files the content uses (scripts/site/used-images.ts).
const globbed = import.meta.glob<string>('@content/images/*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * "avatar-480.avif" to its fingerprinted URL, for the pre-render and the dev page, and for the
 * build to write into the page's content file. The built page's script never imports this: there
 * it is image-urls.ts's table, from the content file.
 */
export function contentImageUrls(): Record<string, string> {
  return Object.fromEntries(Object.entries(globbed).map(([key, url]) => [key.slice(key.lastIndexOf('/') + 1), url]));
}
