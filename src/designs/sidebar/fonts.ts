import type { DesignFonts } from '../design-fonts';

/**
 * One sans for everything a visitor reads (Inter: made for screens, sturdy at the column's small
 * labels and at the name's large size alike, so one subset file serves both), and a mono only for
 * the small labels (dates, overlines), where its even rhythm reads as an engineer's annotation.
 */
export const fonts: DesignFonts = {
  body: { package: '@fontsource-variable/inter', stem: 'inter', weight: '400 700', fallback: 'arial', generic: 'sans-serif' },
  display: { package: '@fontsource-variable/inter', stem: 'inter', weight: '400 700', fallback: 'arial', generic: 'sans-serif' },
  mono: { package: '@fontsource-variable/jetbrains-mono', stem: 'jetbrains-mono', weight: '400 500', fallback: 'courierNew', generic: 'monospace' },
};
