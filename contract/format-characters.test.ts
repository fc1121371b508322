import { describe, expect, it } from 'vitest';
import { FORMAT_CHARACTER, formatCharacterName, showFormatCharacters } from './format-characters';

describe('format characters (Unicode Cf)', () => {
  it('finds the ones the red team sent: zero-width, word joiner, bidi controls, BOM, tags', () => {
    for (const char of ['\u200B', '\u200C', '\u200D', '\u2060', '\u202E', '\u200E', '\u200F', '\u2066', '\u2069', '\uFEFF', '\u{E0001}', '\u{E0041}', '\u{E007F}']) {
      expect(FORMAT_CHARACTER.test(`ana${char}@example.com`)).toBe(true);
    }
    expect(FORMAT_CHARACTER.test('zoë@exämple.com')).toBe(false);
  });

  it('writes each as <U+XXXX>, astral tag characters whole', () => {
    expect(formatCharacterName('\u202E')).toBe('<U+202E>');
    expect(formatCharacterName('\u00AD')).toBe('<U+00AD>');
    expect(showFormatCharacters('moc.elgoog\u202E@ana')).toBe('moc.elgoog<U+202E>@ana');
    expect(showFormatCharacters('pay\u200Bpal')).toBe('pay<U+200B>pal');
    // "Ignore the owner" spelled in tag characters: invisible in any mail client, read by a model.
    const hidden = Array.from('Hi', (c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    expect(showFormatCharacters(`Hello${hidden}`)).toBe('Hello<U+E0048><U+E0069>');
  });

  it('leaves the joiners that real words and emoji need, and marks them between ASCII letters', () => {
    const persian = 'می\u200Cخواهم';
    const coder = '👩\u200D💻';
    const scotland = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(showFormatCharacters(`${persian} ${coder} ${scotland}`)).toBe(`${persian} ${coder} ${scotland}`);
    expect(showFormatCharacters('a\u200Cb a\u200Db')).toBe('a<U+200C>b a<U+200D>b');
    // A joiner after an emoji, with nothing to join to, hides nothing but is still shown.
    expect(showFormatCharacters('👍\u200D')).toBe('👍<U+200D>');
  });

  it('names every one of them, joiners too, when asked to (the JSON export)', () => {
    expect(showFormatCharacters('👩\u200D💻', formatCharacterName, false)).toBe('👩<U+200D>💻');
  });
});
