/** English's article, as it is said rather than spelled (issue 41: "a ML/CV Engineer"). */

/** Letters said with a vowel sound though written as consonants: "an ML engineer", "an SRE". */
const VOWEL_SOUNDED_LETTERS = /^[FHLMNRSX](?:[A-Z]|[/.\-\s]|$)/u;
/** Words written with a vowel but said with a consonant: "a UX designer", "a one-person team". */
const CONSONANT_SOUNDED = /^(?:u[bcdfgklmnprstvxz][aeiou]|u[rt]|uni|use|usu|uti|eu|one\b|once\b|ux\b)/iu;
const SILENT_H = /^(?:hour|honest|honou?r|heir)/iu;

/** "a" or "an" before a phrase, as it is said: "an ML/CV Engineer", "a UX Designer", "an Engineer". */
export function longFormFor(phrase: string): 'a' | 'an' {
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
export function withLongForm(phrase: string): string {
  return `${longFormFor(phrase)} ${phrase.trim()}`;
}
