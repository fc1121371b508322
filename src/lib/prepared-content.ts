import { wordsOf } from '../../contract/folio-words';
import type { Words } from '../../contract/words';
import type { PageContent } from './page-content';
import { pageNav, pageSections, type PageSection } from './page-sections';

/** Defined (true) by the client build only, whose content comes prepared (scripts/site/page-content.ts). */
declare const __FOLIO_PAGE_CONTENT__: boolean | undefined;

/**
 * The page's words, every one resolved, and its sections in order. The built page's content
 * carries both already, and the build's define makes this a plain read, so neither folio's default
 * words nor the ordering code are in the page's script. The dev server and the pre-render work
 * them out from the content here, to the same result.
 */
export function preparedContent(content: PageContent): { words: Words; sections: PageSection[]; nav: PageContent['nav'] } {
  if (typeof __FOLIO_PAGE_CONTENT__ !== 'undefined' && __FOLIO_PAGE_CONTENT__) {
    return { words: content.words as Words, sections: content.sections ?? [], nav: content.nav };
  }
  // Writing without posts (the dev page's content has none) shows nothing, and no link leads to
  // it, as the build leaves both out of a site without posts.
  const writes = (content.posts?.length ?? 0) > 0;
  const sections = pageSections(content).filter((section) => section !== 'writing' || writes);
  return { words: wordsOf(content.words, content.lang), sections, nav: pageNav(content, writes) };
}
