import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/sample/site';
import { accentCss, accentPalette, accentProblems, contrast, DEFAULT_ACCENT } from './accent';

/** The custom properties a rule of src/styles.css declares. */
function declared(selector: string): Record<string, string> {
  const css = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8');
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[a-z-]+):\s*([^;]+);/gu)].map((m) => [m[1], m[2]?.trim()]));
}

describe('the owner’s accent colour', () => {
  it('gives the sample exactly the palette styles.css declares for both themes', () => {
    const { light, dark } = accentPalette(DEFAULT_ACCENT);
    for (const [shades, selector] of [[light, '.light-theme'], [dark, '.dark-theme']] as const) {
      const vars = declared(selector);
      expect({ accent: vars['--accent'], hover: vars['--accent-hover'], contrast: vars['--accent-contrast'], soft: vars['--accent-soft'], softText: vars['--accent-soft-text'] }).toEqual(shades);
    }
    expect(accentCss(site)).toBe('');
  });

  it('derives a readable palette from a teal: every pair at least 4.5:1 in both themes', () => {
    expect(accentProblems('#0f766e')).toEqual([]);
    const { dark } = accentPalette('#0f766e');
    // Dark text on the lightened accent, and the accent readable on the dark card.
    expect(contrast(dark.contrast, dark.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark.accent, '#19191e')).toBeGreaterThanOrEqual(4.5);
    const css = accentCss({ ...site, accent: '#0f766e' });
    expect(css).toMatch(/^:root,\.light-theme\{--accent:#0f766e;.*\}@media screen\{\.dark-theme\{--accent:#[0-9a-f]{6};.*\}\}$/u);
  });

  it('names each pair a too-light colour would make unreadable, with its ratio', () => {
    const problems = accentProblems('#14b8a6');
    expect(problems).toContain(
      "accent #14b8a6: accent text on a card in the light theme (#14b8a6 on #ffffff) has contrast 2.49:1, below WCAG AA's 4.5:1; a darker colour reads better",
    );
    expect(problems.every((line) => line.includes('light theme'))).toBe(true);
  });

  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
