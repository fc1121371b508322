import type { DesignFonts } from '../design-fonts';

/** JetBrains Mono for every line: made for reading code all day, with open, distinct letters. */
export const fonts: DesignFonts = {
  body: { package: '@fontsource-variable/jetbrains-mono', metrics: 'jetBrainsMono', fallback: 'courierNew', generic: 'monospace' },
};
