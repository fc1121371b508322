/**
 * In place of an optional section's loader on a page that does not show the section: the build
 * knows which it shows, so the page's script need not carry the others' loaders and chunk names.
 */
export function notShown(): null {
  return null;
}
