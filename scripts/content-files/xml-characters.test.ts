import { describe, expect, it } from 'vitest';
import { cleanStrings, cleanText, findUnsafe, unsafeCharacters } from './xml-characters';

describe("the characters XML 1.0's Char leaves out", () => {
  it('are the C0 controls but tab, newline and return, lone surrogates, U+FFFE and U+FFFF', () => {
    const bad = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\uD800', '\uDFFF', '\uFFFE', '\uFFFF'];
    for (const char of bad) expect(cleanText(`a${char}b`), JSON.stringify(char)).toBe('ab');
    // What XML does carry stays: whitespace, C1 controls and DEL, emoji (a surrogate pair), astral noncharacters.
    const good = 'tab\tline\nreturn\r \u007F\u0085 😀 \u{1FFFE} zoë';
    expect(cleanText(good)).toBe(good);
    expect(unsafeCharacters('a\u0007b\u0007\u001b')).toEqual(['<U+0007>', '<U+001B>']);
  });

  it('are found and taken out of plain data, each by its path', () => {
    const data = { owner: { name: 'Ana\u0007' }, tags: ['ok', 'b\uFFFFad'], when: new Date(0), count: 3 };
    expect(findUnsafe(data)).toEqual([
      { path: ['owner', 'name'], characters: ['<U+0007>'] },
      { path: ['tags', 1], characters: ['<U+FFFF>'] },
    ]);
    expect(cleanStrings(data)).toEqual({ owner: { name: 'Ana' }, tags: ['ok', 'bad'], when: new Date(0), count: 3 });
    expect(data.owner.name).toBe('Ana\u0007');
  });
});
