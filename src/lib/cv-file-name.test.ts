import { describe, expect, it } from 'vitest';
import { cvFileName } from './cv-file-name';

describe('cvFileName', () => {
  it('joins the words of the name with hyphens, every space included', () => {
    expect(cvFileName('Ana María López')).toBe('Ana-María-López-Resume.pdf');
    expect(cvFileName('  Zoë   Ångström-Łukasiewicz ')).toBe('Zoë-Ångström-Łukasiewicz-Resume.pdf');
    expect(cvFileName('山田 太郎')).toBe('山田-太郎-Resume.pdf');
  });

  it('ends with the page\'s word for a CV (issue 41)', () => {
    expect(cvFileName('Ana María López', 'Lebenslauf')).toBe('Ana-María-López-Lebenslauf.pdf');
    expect(cvFileName('山田 太郎', '履歴書')).toBe('山田-太郎-履歴書.pdf');
    expect(cvFileName('Noa Levi', 'קורות חיים')).toBe('Noa-Levi-קורות-חיים.pdf');
  });

  it('drops characters a file name cannot hold', () => {
    expect(cvFileName('A/B: "C"?')).toBe('AB-C-Resume.pdf');
    expect(cvFileName('/// ')).toBe('Resume.pdf');
  });
});
