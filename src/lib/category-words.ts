/**
 * A category as words: the owner's own spelling where they wrote words ("Front end", "Frontend"),
 * and a slug an import or a feed carried ("client-platform", "open_source") as the words it stands
 * for, capitalised as a heading: "Client platform". A filter or a label never shows a slug.
 */
export function categoryWords(category: string): string {
  if (!/^[\p{Ll}\p{N}]+(?:[-_][\p{Ll}\p{N}]+)+$/u.test(category)) return category;
  const words = category.split(/[-_]/u).join(' ');
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}
