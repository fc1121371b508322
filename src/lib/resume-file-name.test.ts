import { describe, expect, it } from 'vitest';
import { resumeFileName } from './resume-file-name';

describe('resumeFileName', () => {
  it('joins the words of the name with hyphens, every space included', () => {
    expect(resumeFileName('Ana María López')).toBe('Ana-María-López-Resume.pdf');
    expect(resumeFileName('  Zoë   Ångström-Łukasiewicz ')).toBe('Zoë-Ångström-Łukasiewicz-Resume.pdf');
    expect(resumeFileName('山田 太郎')).toBe('山田-太郎-Resume.pdf');
  });

  it('ends with the page\'s word for a CV (issue 41)', () => {
    expect(resumeFileName('Ana María López', 'Lebenslauf')).toBe('Ana-María-López-Lebenslauf.pdf');
    expect(resumeFileName('山田 太郎', '履歴書')).toBe('山田-太郎-履歴書.pdf');
    expect(resumeFileName('Noa Levi', 'קורות חיים')).toBe('Noa-Levi-קורות-חיים.pdf');
  });

  it('drops characters a file name cannot hold', () => {
    expect(resumeFileName('A/B: "C"?')).toBe('AB-C-Resume.pdf');
    expect(resumeFileName('/// ')).toBe('Resume.pdf');
  });
});
