import { describe, expect, it } from 'vitest';
import { FOLIO_LANGUAGES } from '../../contract/folio-words';
import { meansPresent, PRESENT_LANGUAGES } from './present-words';

describe('an end written as a word for "to this day"', () => {
  it('is known in every language folio ships its words in', () => {
    expect(FOLIO_LANGUAGES.filter((lang) => !PRESENT_LANGUAGES.includes(lang))).toEqual([]);
  });

  it('is read in any case, with a dash, bracket or stop around it, and either apostrophe', () => {
    for (const word of ['Present', 'PRESENT', 'present.', '- Present', '(present)', 'To date', 'Aujourd’hui', "AUJOURD'HUI", 'Heute', 'BIS HEUTE', 'Actualidad', 'Atual', 'Oggi', 'Heden', 'Obecnie', 'Günümüz', 'Зараз', 'н.в.', 'Настоящее время']) {
      expect(meansPresent(word), word).toBe(true);
    }
  });

  it('is read in each language: one word of each', () => {
    const one: Record<string, string> = {
      en: 'current', ar: 'حاليا', de: 'aktuell', es: 'presente', fr: 'présent', he: 'הווה', hi: 'वर्तमान', it: 'attuale',
      ja: '現在', ko: '현재', nl: 'nu', pl: 'teraz', pt: 'atual', tr: 'halen', uk: 'теперішній час', zh: '至今', ru: 'сейчас',
    };
    expect(Object.keys(one).sort()).toEqual([...PRESENT_LANGUAGES].sort());
    for (const [lang, word] of Object.entries(one)) expect(meansPresent(word), `${lang}: ${word}`).toBe(true);
  });

  it('is not a date, another word, part of a sentence, or anything but text', () => {
    for (const value of ['2021-03', '2021', 'Invalid date', 'soon', 'presentation', 'present at Acme', 'current role', '', ' ', null, undefined, 2021]) {
      expect(meansPresent(value), String(value)).toBe(false);
    }
  });
});
