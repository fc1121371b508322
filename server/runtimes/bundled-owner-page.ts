import { ownerPage, type OwnerPage, type OwnerPageFile } from '../owner/page/owner-page';

/**
 * The owner's page as `npm run build:functions` bundles it into the function: each built file of
 * dist/owner/ by its path there, its bytes in base64 (a function has no folder of its own to read).
 */
export type BundledOwnerPageFiles = Record<string, { type: string; base64: string }>;

const bytesOf = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** The page served from the bundled files, decoded once at cold start; undefined when none were bundled. */
export function bundledOwnerPage(bundled: BundledOwnerPageFiles | undefined): OwnerPage | undefined {
  if (bundled === undefined) return undefined;
  const files = new Map<string, OwnerPageFile>(Object.entries(bundled).map(([file, { type, base64 }]) => [file, { type, body: bytesOf(base64) }]));
  return ownerPage(files);
}
