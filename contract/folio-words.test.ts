import { describe, expect, it } from 'vitest';
import { FOLIO_LANGUAGES, FOLIO_WORDS, folioWords, wordsOf } from './folio-words';
import { replacePlurals } from './plural-text';
import { DEFAULT_WORDS, fill, placeholdersOf, type WordGroup } from './words';

/** Every text of a set of words, as [group.key, text]. */
function entries(words: Record<string, Record<string, string>>): [string, string][] {
  return Object.entries(words).flatMap(([group, texts]) => Object.entries(texts).map(([key, text]): [string, string] => [`${group}.${key}`, text]));
}

const english = entries(DEFAULT_WORDS);
const others = FOLIO_LANGUAGES.filter((lang) => lang !== 'en');

describe("folio's words", () => {
  it('ships the sixteen languages issue 41 asks for', () => {
    expect([...FOLIO_LANGUAGES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'tr', 'uk', 'zh']);
  });

  it.each(others)('%s has every key of the English, and no other', (lang) => {
    const words = FOLIO_WORDS[lang] ?? {};
    expect(entries(words).map(([key]) => key)).toEqual(english.map(([key]) => key));
    for (const [key, text] of entries(words)) expect(text.trim(), key).not.toBe('');
  });

  it.each(others)('%s keeps every {placeholder} of the English text, and adds none', (lang) => {
    const words = new Map(entries(FOLIO_WORDS[lang] ?? {}));
    for (const [key, text] of english) {
      const theirs = placeholdersOf(words.get(key) ?? '');
      expect(new Set(theirs), `${lang} ${key}`).toEqual(new Set(placeholdersOf(text)));
    }
  });

  it.each(FOLIO_LANGUAGES)('%s words each count with every plural form the language has (CLDR, by Intl.PluralRules)', (lang) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, text] of entries(FOLIO_WORDS[lang] ?? {})) {
      replacePlurals(text, (name, branches) => {
        expect(Object.keys(branches).sort(), `${lang} ${key} {${name}}`).toEqual([...categories].sort());
        return '';
      });
      // Filled in with any count, nothing of the syntax is left on the page.
      const values = Object.fromEntries(placeholdersOf(text).map((name) => [name, 3]));
      for (const count of [0, 1, 2, 3, 5, 11, 22, 100]) {
        const shown = fill(text, { ...values, ...Object.fromEntries(Object.keys(values).map((name) => [name, count])) }, lang);
        expect(shown, `${lang} ${key} (${count})`).not.toMatch(/[{}]|plural/u);
      }
    }
  });
});

describe('wordsOf', () => {
  it('gives the page its language\'s words, a regional tag its language\'s, and English for the rest', () => {
    expect(wordsOf(undefined, 'fr').home.downloadCv).toBe(FOLIO_WORDS.fr?.home.downloadCv);
    expect(wordsOf(undefined, 'pt-BR').form.send).toBe(FOLIO_WORDS.pt?.form.send);
    expect(wordsOf(undefined, 'zh-CN').form.send).toBe(FOLIO_WORDS.zh?.form.send);
    // Traditional Chinese is not simplified Chinese: English rather than the wrong script.
    expect(folioWords('zh-TW')).toBeUndefined();
    expect(wordsOf(undefined, 'sv')).toEqual(DEFAULT_WORDS);
  });

  it('puts the owner\'s words over folio\'s, group by group', () => {
    const words = wordsOf({ home: { downloadCv: 'Mon CV (PDF)' } }, 'fr');
    expect(words.home.downloadCv).toBe('Mon CV (PDF)');
    expect(words.home.mySkills).toBe(FOLIO_WORDS.fr?.home.mySkills);
    for (const group of Object.keys(DEFAULT_WORDS) as WordGroup[]) expect(Object.keys(words[group])).toEqual(Object.keys(DEFAULT_WORDS[group]));
  });
});

describe('fill', () => {
  it('picks the plural form by the language\'s rules and writes the number as the language does', () => {
    const polish = '{count, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}}';
    expect([1, 2, 5, 22, 25].map((count) => fill(polish, { count }, 'pl'))).toEqual(['1 gwiazdka', '2 gwiazdki', '5 gwiazdek', '22 gwiazdki', '25 gwiazdek']);
    expect(fill(DEFAULT_WORDS.work.stars, { count: 1 })).toBe('1 star on GitHub');
    expect(fill('{count, plural, =0 {no stars yet} one {# star} other {# stars}}', { count: 0 })).toBe('no stars yet');
    expect(fill(DEFAULT_WORDS.work.stars, { count: 1204 })).toBe('1204 stars on GitHub');
    expect(fill('{count, plural, other {# نجمة}}', { count: 12 }, 'ar-EG')).toBe(`${new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(12)} نجمة`);
  });

  it('leaves what it does not know as typed, and strings as given', () => {
    expect(fill('{name}: {other}', { name: 'Mei' })).toBe('Mei: {other}');
    expect(fill('{n, plural, one {#} other {#s}}', {})).toBe('{n, plural, one {#} other {#s}}');
    expect(fill('© {year} {name}', { year: 2024, name: 'Mei' }, 'en')).toBe('© 2024 Mei');
  });

  it('names the placeholders of a plural text like any other', () => {
    expect(placeholdersOf('{minutes, plural, one {# min} other {# min}} {date}')).toEqual(['minutes', 'date']);
  });
});
