import type { SocialKind } from '../../contract/content-schema';
import type { IconName } from './icon';

/**
 * Each social kind's mark; any other link gets the generic link icon. Plain TypeScript, no React:
 * the build (scripts/site/optimise-html.ts) reads it too, and loading React there, before the build has
 * chosen React's production files, would mix two builds of React in one process.
 */
export function iconOf(kind: SocialKind, url = ''): IconName {
  if (kind !== 'other') return kind;
  // A résumé or a paper the owner links is a document, not a profile.
  return /\.(?:pdf|docx?|odt|rtf|txt|md)(?:[?#].*)?$/iu.test(url) ? 'file-text' : 'link';
}
