import type { DesignFonts } from '../design-fonts';

/** Geist: a sans of today's developer tools, open and even at text sizes, firm in headings. */
export const fonts: DesignFonts = {
  body: { package: '@fontsource-variable/geist', metrics: 'geist', fallback: 'arial', generic: 'sans-serif' },
};
