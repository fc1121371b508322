import type { CorpusPage, CorpusPassage } from '../../contract/assistants';

/** The most a search answers: enough to answer a question, few enough to read. */
export const SEARCH_RESULTS_MAX = 8;

/** Lower case, no accents, one space between words: "Zürich" finds "zurich" and the other way round. */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The query's words; a script without spaces (Japanese, Chinese) is one word, matched inside the text. */
export function searchTerms(query: string): string[] {
  return [...new Set(folded(query).split(/[^\p{L}\p{N}+#.]+/u).map((term) => term.replace(/^\.+|\.+$/gu, '')).filter((term) => term.length > 0))];
}

/**
 * The passages of a page that hold the most of the query's words (in the text or its section's
 * heading), in the page's order among equals; none when no word is found anywhere.
 */
export function searchPassages(page: Pick<CorpusPage, 'passages'>, query: string): CorpusPassage[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  return page.passages
    .map((passage, order) => {
      const text = folded(`${passage.section} ${passage.text}`);
      return { passage, order, score: terms.filter((term) => text.includes(term)).length };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, SEARCH_RESULTS_MAX)
    .map((hit) => hit.passage);
}
