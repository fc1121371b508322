import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/sample/site';
import { accentCss, accentPalette, accentProblems, contrast, DEFAULT_ACCENT, PAGE_COLOURS } from './accent';

/** The custom properties a rule of `css` declares, by its selector. */
function declared(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector}{`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[a-z-]+):\s*([^;}]+)/gu)].map((m) => [m[1], m[2]?.trim()]));
}

const shadesOf = (vars: Record<string, string>) => ({
  accent: vars['--accent'],
  hover: vars['--accent-hover'],
  contrast: vars['--accent-contrast'],
  soft: vars['--accent-soft'],
  softText: vars['--accent-soft-text'],
});

describe('the owner’s accent colour', () => {
  it('is the one source of the palette: the sheets write no accent shade, and the page’s CSS declares both themes’', () => {
    for (const sheet of ['styles.css', 'theme-tokens.css']) {
      expect(readFileSync(new URL(`../../src/${sheet}`, import.meta.url), 'utf8')).not.toMatch(/--accent[a-z-]*\s*:/u);
    }
    const css = accentCss(site);
    const { light, dark } = accentPalette(DEFAULT_ACCENT);
    expect(shadesOf(declared(css, ':root,.light-theme'))).toEqual(light);
    // Dark for screens only: on paper the page prints in the light palette.
    expect(css).toContain('@media screen{.dark-theme{');
    expect(shadesOf(declared(css, '.dark-theme'))).toEqual(dark);
  });

  it('checks the accent against the backgrounds and text the theme tokens declare (the site’s and the owner page’s sheets import them)', () => {
    const styles = readFileSync(new URL('../../src/theme-tokens.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//gu, '').replace(/\s+/gu, '');
    const light = declared(styles, ':root,.light-theme');
    const dark = declared(styles, '.dark-theme');
    expect({ bg: light['--bg'], surface: light['--surface'], ink: light['--text'] }).toEqual(PAGE_COLOURS.light);
    expect({ bg: dark['--bg'], surface: dark['--surface'] }).toEqual({ bg: PAGE_COLOURS.dark.bg, surface: PAGE_COLOURS.dark.surface });
  });

  it('keeps the sample’s hand-tuned indigo, which passes AA', () => {
    expect(accentPalette(DEFAULT_ACCENT).light).toEqual({ accent: '#4f46e5', hover: '#4338ca', contrast: '#ffffff', soft: '#eef0ff', softText: '#3730a3' });
    expect(accentPalette(DEFAULT_ACCENT).dark).toEqual({ accent: '#8b93ff', hover: '#a5abff', contrast: '#0e0e1a', soft: '#23244a', softText: '#c7cbff' });
    expect(accentProblems(DEFAULT_ACCENT)).toEqual([]);
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
