import { describe, expect, it } from 'vitest';
import { languageName, languagePages, textDirection } from './languages';

describe('languages', () => {
  it('tells the languages written right to left by their script, the region or script subtag included', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG', 'ckb', 'az-Arab'].map(textDirection)).toEqual(Array(7).fill('rtl'));
    expect(['en', 'de', 'pt-BR', 'zh-Hant', 'az', 'ja'].map(textDirection)).toEqual(Array(6).fill('ltr'));
  });

  it('names each language in itself, as a label', () => {
    expect(['en', 'de', 'ar', 'fr'].map(languageName)).toEqual(['English', 'Deutsch', 'العربية', 'Français']);
  });

  it('puts the default language at the base path and each translation in a folder of its own', () => {
    expect(languagePages('en', ['de', 'ar', 'pt-BR'])).toEqual([
      { lang: 'en', name: 'English', dir: 'ltr', path: '' },
      { lang: 'de', name: 'Deutsch', dir: 'ltr', path: 'de/' },
      { lang: 'ar', name: 'العربية', dir: 'rtl', path: 'ar/' },
      { lang: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr', path: 'pt-br/' },
    ]);
  });
});
