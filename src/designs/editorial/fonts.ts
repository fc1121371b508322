import type { DesignFonts } from '../design-fonts';

/**
 * Fraunces for headings, a soft old-style display face with character at large sizes; Newsreader
 * for the text, drawn for reading on screens at length.
 */
export const fonts: DesignFonts = {
  display: { package: '@fontsource-variable/fraunces', metrics: 'fraunces', fallback: 'georgia', generic: 'serif' },
  body: { package: '@fontsource-variable/newsreader', metrics: 'newsreader', fallback: 'timesNewRoman', generic: 'serif' },
};
