import type { DesignFonts } from '../design-fonts';

/**
 * JetBrains Mono for what a terminal prints (the name, headings, commands, labels, dates, buttons)
 * and Inter for what a visitor reads at length (the summary, a role's highlights, a project's
 * story): monospace is for labels and code, and a long career in it tires the eye.
 */
export const fonts: DesignFonts = {
  body: { package: '@fontsource-variable/inter', metrics: 'inter', fallback: 'arial', generic: 'sans-serif' },
  mono: { package: '@fontsource-variable/jetbrains-mono', metrics: 'jetBrainsMono', fallback: 'courierNew', generic: 'monospace' },
};
