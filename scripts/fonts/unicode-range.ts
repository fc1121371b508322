/** A CSS `unicode-range` as code point spans: "U+0460-052F,U+20B4" → [[0x460, 0x52f], [0x20b4, 0x20b4]]. */
export type Span = readonly [number, number];

export function parseUnicodeRange(range: string): Span[] {
  return range.split(',').map((part) => {
    const [start = '', end] = part.trim().replace(/^U\+/iu, '').split('-');
    // "U+4??" covers U+400 to U+4FF.
    if (start.includes('?')) return [Number.parseInt(start.replaceAll('?', '0'), 16), Number.parseInt(start.replaceAll('?', 'F'), 16)] as const;
    const first = Number.parseInt(start, 16);
    return [first, end === undefined ? first : Number.parseInt(end, 16)] as const;
  });
}

export function covers(spans: readonly Span[], codePoint: number): boolean {
  return spans.some(([first, last]) => codePoint >= first && codePoint <= last);
}
