import { describe, expect, it } from 'vitest';
import { isolate, paragraph, seenFromLeft, visible, visualRuns } from './bidi-runs';

/** A right-to-left line as it stands on the page, read from the left. */
const seen = (text: string) => seenFromLeft(visualRuns(paragraph(text, 'rtl')));
const reversed = (text: string) => [...text].reverse().join('');

describe('a right-to-left line, by the Unicode bidirectional algorithm', () => {
  it('keeps an isolated Latin name whole, its final stop at its own right end', () => {
    const company = 'Acme sp. z o.o.';
    // The Arabic word is written first, so it stands at the right; the name, to its left, reads as typed.
    expect(seen(`شركة ${isolate(company)}`)).toBe(`${company} ${reversed('شركة')}`);
    // Without the isolate the algorithm gives the stop to the sentence, at its left end: the bug.
    expect(seen(`شركة ${company}`)).toBe(`.${company.slice(0, -1)} ${reversed('شركة')}`);
  });

  it('mirrors the brackets around a right-to-left word', () => {
    const word = 'كلمة';
    // The opening bracket, written first, stands at the right and opens leftwards: ")" drawn as "(".
    expect(seen(`(${word})`)).toBe(`(${reversed(word)})`);
    const runs = visualRuns(paragraph(`(${word})`, 'rtl'));
    expect(runs.map((run) => run.text)).toEqual(['(', word, ')']);
  });

  it('gives a right-to-left word to the font in its written order, and the controls to nobody', () => {
    const runs = visualRuns(paragraph(`أبني ${isolate('Rust', 'ltr')} منذ`, 'rtl'));
    expect(runs.filter((run) => run.rightToLeftScript).map((run) => run.text)).toEqual(['منذ', 'أبني']);
    expect(runs.map((run) => run.text).join('')).toBe(visible(runs.map((run) => run.text).join('')));
    expect(seenFromLeft(runs)).toBe(`${reversed('منذ')} Rust ${reversed('أبني')}`);
  });

  it('keeps a run of Latin words in its order, and a sentence sign after it with the sentence', () => {
    expect(seen('وJava.')).toBe(`.Java${reversed('و')}`);
    expect(seen('أستخدم React Native 0.74 يوميًا')).toBe(`${reversed('يوميًا')} React Native 0.74 ${reversed('أستخدم')}`);
  });

  it('isolates a left-to-right fallback sentence, its stop at its right end', () => {
    const note = 'Fields marked * are required.';
    expect(seen(isolate(note, 'ltr'))).toBe(note);
    expect(seen(note)).toBe(`.${note.slice(0, -1)}`);
  });

  it('reorders each line of a wrapped paragraph on its own', () => {
    const text = 'أولى Acme ثانية';
    const whole = paragraph(text, 'rtl');
    const cut = text.indexOf(' Acme');
    expect(seenFromLeft(visualRuns(whole, 0, cut))).toBe(reversed('أولى'));
    expect(seenFromLeft(visualRuns(whole, cut + 1))).toBe(`${reversed('ثانية')} Acme`);
  });
});
