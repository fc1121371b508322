/**
 * The few sentences and phrases an import composes from a résumé's own words (issue 41): each must
 * read as the owner would write it, and say nothing the résumé does not.
 */

/** Letters said with a vowel sound though written as consonants: "an ML engineer", "an SRE". */
const VOWEL_SOUNDED_LETTERS = /^[FHLMNRSX](?:[A-Z]|[/.\-\s]|$)/u;
/** Words written with a vowel but said with a consonant: "a UX designer", "a one-person team". */
const CONSONANT_SOUNDED = /^(?:u[bcdfgklmnprstvxz][aeiou]|u[rt]|uni|use|usu|uti|eu|one\b|once\b|ux\b)/iu;
const SILENT_H = /^(?:hour|honest|honou?r|heir)/iu;

/** "a" or "an" before a phrase, as it is said: "an ML/CV Engineer", "a UX Designer", "an Engineer". */
export function articleFor(phrase: string): 'a' | 'an' {
  const word = phrase.trim();
  if (VOWEL_SOUNDED_LETTERS.test(word)) return 'an';
  // An acronym of capitals (said letter by letter) whose first letter is a vowel: "an AWS expert".
  if (/^[AEIO][A-Z]/u.test(word)) return 'an';
  if (/^U[A-Z]/u.test(word)) return 'a';
  if (SILENT_H.test(word)) return 'an';
  if (CONSONANT_SOUNDED.test(word)) return 'a';
  return /^[aeiou]/iu.test(word) ? 'an' : 'a';
}

/** The phrase with its article: "an ML/CV Engineer". */
export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase.trim()}`;
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2 && word !== 'and');
}

/**
 * A degree as one line from JSON Resume's studyType and area: "BSc in Computer Science", but
 * "BA Philosophy" (not "BA Philosophy in Philosophy") when the type already names the area.
 */
export function degreeOf(studyType: string | undefined, area: string | undefined): string {
  if (!studyType) return area ?? '';
  if (!area) return studyType;
  const named = new Set(wordsOf(studyType));
  const areaWords = wordsOf(area);
  if (areaWords.length > 0 && areaWords.every((word) => named.has(word))) return studyType;
  if (studyType.toLowerCase().includes(area.toLowerCase())) return studyType;
  return `${studyType} in ${area}`;
}

/** "8 years", "10+ years", "5 yrs": the numbers of years an English text states. */
const WRITTEN_YEARS = /(\d+)\+?\s*(?:-\s*)?(?:years?|yrs)\b/giu;

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
export function introOf(jobTitle: string | undefined, city: string | undefined): string | undefined {
  if (!jobTitle) return undefined;
  const phrase = withArticle(jobTitle);
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}${city ? ` based in ${city}` : ''}.`;
}
