import type { DesignFonts } from '../design-fonts';

/**
 * One sans for everything a visitor reads (Inter: made for screens, sturdy at the column's small
 * labels and at the name's large size alike, so one cut serves both), and a mono only for the
 * small labels (dates, overlines), where its even rhythm reads as an engineer's annotation.
 */
export const fonts: DesignFonts = {
  body: { package: '@fontsource-variable/inter', metrics: 'inter', fallback: 'arial', generic: 'sans-serif' },
  mono: { package: '@fontsource-variable/jetbrains-mono', metrics: 'jetBrainsMono', fallback: 'courierNew', generic: 'monospace' },
};
