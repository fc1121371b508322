import { fill } from '../../contract/words';

/*
 * A template of the owner's words (in any language) filled with what the owner gave (issue 41):
 * a clause, or a whole sentence, that names a placeholder with no value is left out, so the text
 * never says "undefined", nor keeps "in ." or ", ." where a value would have stood.
 */

const PLACEHOLDER = /\{(\w+)\}/gu;
/** A sentence: its text, its closing marks (Latin, CJK, Arabic, Devanagari), and the space after it. */
const SENTENCE = /([^.!?。！？؟।]+)([.!?。！？؟।]*)(\s*)/gu;
/** Where clauses meet: a comma (Latin, CJK, Arabic) and the space after it. */
const CLAUSE = /([,，、،]\s*)/u;

const present = (text: string, values: Record<string, string | number | undefined>): boolean =>
  [...text.matchAll(PLACEHOLDER)].every(([, key]) => key !== undefined && values[key] !== undefined);

export function fillPresent(template: string, values: Record<string, string | number | undefined>): string {
  const given = Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
  let out = '';
  for (const [, body = '', marks = '', space = ''] of template.matchAll(SENTENCE)) {
    // Clauses alternate with the commas between them: keep each comma with the clause after it.
    const parts = body.split(CLAUSE);
    const clauses: { comma: string; text: string }[] = [];
    for (let index = 0; index < parts.length; index += 2) clauses.push({ comma: parts[index - 1] ?? '', text: parts[index] ?? '' });
    const kept = clauses.filter((clause) => present(clause.text, values));
    if (kept.length === 0 || kept.every((clause) => clause.text.trim() === '')) continue;
    const sentence = kept.map((clause, index) => (index === 0 ? clause.text : `${clause.comma}${clause.text}`)).join('');
    out += `${fill(sentence, given)}${marks}${space}`;
  }
  return out.trim();
}
