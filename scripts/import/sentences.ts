/**
 * The few sentences and phrases an import composes from a résumé's own words (issue 41): each must
 * read as the owner would write it, and say nothing the résumé does not.
 */
import { composedWords } from './composed-words';

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2 && word !== 'and');
}

/**
 * A degree as one line from JSON Resume's studyType and area: "BSc in Computer Science", but
 * "BA Philosophy" (not "BA Philosophy in Philosophy") when the type already names the area; in
 * the résumé's language (`lang`).
 */
export function degreeOf(studyType: string | undefined, area: string | undefined, lang = 'en'): string {
  if (!studyType) return area ?? '';
  if (!area) return studyType;
  const named = new Set(wordsOf(studyType));
  const areaWords = wordsOf(area);
  if (areaWords.length > 0 && areaWords.every((word) => named.has(word))) return studyType;
  if (studyType.toLowerCase().includes(area.toLowerCase())) return studyType;
  return composedWords(lang).degree(studyType, area);
}

/**
 * "8 years", "10+ years", "5 yrs", "10 ans", "8 Jahre", "5 años", "7 років", "10 שנים", "5年": the
 * numbers of years a text states, in the languages folio composes in.
 */
const WRITTEN_YEARS = /(\d+)\+?\s*(?:-\s*)?(?:years?|yrs|ans|années|jahren?|años|anos|anni|jaar|lat|lata|років|роки|рік|лет|года?|yıl|χρόνια|שנים|سنوات|سنة|साल|वर्ष|年|년)(?![\p{L}])/giu;

/**
 * The number of years a summary states, if it states one number (two different ones, "10 years
 * of Java, 3 of Go", say no one number); `undefined` when it states none.
 */
export function yearsStated(text: string | undefined): { years?: number; conflicting: boolean } {
  const numbers = new Set([...(text ?? '').matchAll(WRITTEN_YEARS)].map((match) => Number(match[1])));
  if (numbers.size === 0) return { conflicting: false };
  if (numbers.size > 1) return { conflicting: true };
  return { years: [...numbers][0], conflicting: false };
}

/** An intro from facts the résumé gives, when it has no summary: "An ML Engineer based in Berlin." */
export function introOf(jobTitle: string | undefined, city: string | undefined, lang = 'en'): string | undefined {
  if (!jobTitle) return undefined;
  return composedWords(lang).intro(jobTitle.trim(), city);
}
