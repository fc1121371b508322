import { findUnsafe, unsafeCharacters, unsafeMessage } from '../content-files/xml-characters';

type Read = { front?: unknown; bodyLine: number; fieldLines: Record<string, number> };

/** The front matter's field a line belongs to: the last one starting on it or before it. */
function fieldAt(line: number, fieldLines: Record<string, number>): string | undefined {
  let field: string | undefined;
  let start = 0;
  for (const [name, at] of Object.entries(fieldLines)) {
    if (at <= line && at > start) [field, start] = [name, at];
  }
  return field;
}

/**
 * check:content's lines for the characters of a post or case study XML cannot carry
 * (xml-characters.ts), one per line of the file: those written as they are, by their line (and
 * field, in the front matter), and those a YAML escape (`title: "Bell\u0007"`) puts in a field.
 * `raw`: the file as it is; `read`: what parseText made of it once they were taken out.
 */
export function textCharacters(raw: string, file: string, read: Read): string[] {
  const found = new Map<string, { line: number; where: string; characters: Set<string> }>();
  const add = (line: number, where: string, characters: readonly string[]) => {
    const entry = found.get(`${line} ${where}`) ?? { line, where, characters: new Set<string>() };
    for (const character of characters) entry.characters.add(character);
    found.set(`${line} ${where}`, entry);
  };
  raw.split('\n').forEach((content, index) => {
    const characters = unsafeCharacters(content);
    const line = index + 1;
    if (characters.length > 0) add(line, line < read.bodyLine ? (fieldAt(line, read.fieldLines) ?? 'the front matter') : 'the text', characters);
  });
  for (const { path, characters } of findUnsafe(read.front)) {
    const field = path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${key}`)).join('');
    add(read.fieldLines[String(path[0])] ?? 1, field, characters);
  }
  return [...found.values()].sort((a, b) => a.line - b.line).map(({ line, where, characters }) => unsafeMessage(`${file}:${line}: ${where}`, [...characters]));
}
