import { describe, expect, it } from 'vitest';
import { categoryWords } from './category-words';

describe('categoryWords', () => {
  it('turns a slug into words, the first capitalised', () => {
    expect(categoryWords('client-platform')).toBe('Client platform');
    expect(categoryWords('open_source')).toBe('Open source');
    expect(categoryWords('kunden-plattform-2024')).toBe('Kunden plattform 2024');
  });
  it('keeps what the owner wrote as words, in any script', () => {
    for (const category of ['Web Apps', 'frontend', 'E-commerce', 'Front-end', 'React', 'تطبيقات', 'côté-serveur'.toUpperCase()]) expect(categoryWords(category)).toBe(category);
  });
  it('turns a slug in another script into words too', () => {
    expect(categoryWords('côté-serveur')).toBe('Côté serveur');
  });
});
