/**
 * ICU's plural syntax, the part folio's words use: `{count, plural, one {# star} other {# stars}}`.
 * A small reader of its own, so the page's script carries no message-format library.
 */

/** Each `{name, plural, one {...} other {...}}` in `template` as `pick` words it (undefined: left as typed). */
export function replacePlurals(template: string, pick: (name: string, branches: Record<string, string>) => string | undefined): string {
  let result = '';
  let at = 0;
  for (const match of template.matchAll(/\{(\w+)\s*,\s*plural\s*,/gu)) {
    if (match.index < at) continue;
    const parsed = pluralBranches(template, match.index + match[0].length);
    if (parsed === undefined) continue;
    result += template.slice(at, match.index) + (pick(match[1] ?? '', parsed.branches) ?? template.slice(match.index, parsed.end));
    at = parsed.end;
  }
  return result + template.slice(at);
}

/** The branches of a plural placeholder from `start` (after "plural,") to its closing brace. */
function pluralBranches(text: string, start: number): { branches: Record<string, string>; end: number } | undefined {
  const branches: Record<string, string> = {};
  let index = start;
  for (;;) {
    while (/\s/u.test(text[index] ?? '')) index += 1;
    if (text[index] === '}') return { branches, end: index + 1 };
    const category = /^(=?\w+)\s*\{/u.exec(text.slice(index));
    if (!category) return undefined;
    let depth = 1;
    let end = index + category[0].length;
    for (; end < text.length && depth > 0; end += 1) depth += text[end] === '{' ? 1 : text[end] === '}' ? -1 : 0;
    if (depth > 0) return undefined;
    branches[category[1] ?? ''] = text.slice(index + category[0].length, end - 1);
    index = end;
  }
}
