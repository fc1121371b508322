/**
 * The address of each rendered picture the page shows ("avatar-480.avif" to its fingerprinted
 * `/assets/avatar-480-….avif`). Not a table in the page's script: the content's pictures are the
 * owner's data, so the built page reads them from its content file (PageContent's `images`), the
 * pre-render and the dev page from the content folder (content-images.ts). About 0.6 kB gzip of
 * script for six pictures, and a script that no longer changes when a picture does.
 */
const urls = new Map<string, string>();

/** Called once before the page renders, with whatever knows the addresses where it runs. */
export function registerImageUrls(map: Readonly<Record<string, string>>): void {
  for (const [file, url] of Object.entries(map)) urls.set(file, url);
}

export function imageUrl(file: string): string {
  const url = urls.get(file);
  if (url === undefined) throw new Error(`images/${file} is missing from the content folder: run npm run images`);
  return url;
}
