/**
 * site.ts as an owner would write it: the type imported from contract/, one line per short object
 * (a skill, a nav link), longer ones spread over lines, strings in single quotes, escaped.
 */
import path from 'node:path';
import type { SiteContent } from '../../contract/content-schema';

const WIDTH = 150;

export function quote(value: string): string {
  // Double quotes for "Hi, I'm", as an owner would write it; single quotes otherwise.
  const mark = value.includes("'") && !value.includes('"') ? '"' : "'";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
  const escaped = value.replace(/[\\'"\n\r\t\u2028\u2029\u0000-\u001f]/gu, (char) => {
    if (char === '"' || char === "'") return char === mark ? `\\${char}` : char;
    const named: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `${mark}${escaped}${mark}`;
}

function keyOf(key: string): string {
  return /^[A-Za-z_$][\w$]*$/u.test(key) ? key : quote(key);
}

/** `value` as TypeScript at `indent` spaces; short objects and arrays stay on one line. */
export function tsValue(value: unknown, indent = 0): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return String(value);
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = `[${value.map((item) => tsValue(item, indent + 2)).join(', ')}]`;
    if (!inline.includes('\n') && inline.length + indent < WIDTH) return inline;
    return `[\n${value.map((item) => `${pad}${tsValue(item, indent + 2)},\n`).join('')}${' '.repeat(indent)}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const inline = `{ ${entries.map(([key, item]) => `${keyOf(key)}: ${tsValue(item, indent + 2)}`).join(', ')} }`;
  if (!inline.includes('\n') && inline.length + indent < WIDTH) return inline;
  return `{\n${entries.map(([key, item]) => `${pad}${keyOf(key)}:${entryValue(item, indent + 2, keyOf(key).length + 2)},\n`).join('')}${' '.repeat(indent)}}`;
}

/** A property's value; a long text goes on the lines below, a sentence a line, as the sample's intro does. */
function entryValue(item: unknown, indent: number, keyWidth: number): string {
  const inline = tsValue(item, indent);
  if (typeof item !== 'string' || indent + keyWidth + inline.length + 1 <= WIDTH) return ` ${inline}`;
  const sentences = item.split(/(?<=[.!?] )/u);
  if (sentences.length === 1) return ` ${inline}`;
  return `\n${sentences.map((sentence) => `${' '.repeat(indent + 2)}${quote(sentence)}`).join(' +\n')}`;
}

/** The whole file, importing the type from `contract/` relative to where site.ts is written. */
export function siteSource(site: SiteContent, sitePath: string, contractDir: string, source: string): string {
  let from = path.relative(path.dirname(sitePath), path.join(contractDir, 'content-schema')).split(path.sep).join('/');
  if (!from.startsWith('.')) from = `./${from}`;
  return `import type { SiteContent } from '${from}';

/**
 * Everything the page says about its owner, imported from ${source.replace(/\*\//gu, '* /')} by \`npm run import\`.
 * Edit this file (and content/images/), then run \`npm run check:content\` for a quick check or
 * \`npm run build\` to see it on the page.
 */
export const site: SiteContent = ${tsValue(site)};
`;
}
