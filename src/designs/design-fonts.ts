/**
 * A design's typefaces (issue 42, decision 047): each self-hosted from an npm package made for it
 * (`@fontsource-variable/*`), cut down by the build to the letters each page uses, the display
 * face preloaded, and drawn first in a local face adjusted to its metrics, so nothing moves when
 * it arrives (scripts/fonts/). A design names its faces in `src/designs/<name>/fonts.ts` as
 * `export const fonts: DesignFonts`; the build writes `--font-body`, `--font-display` and
 * `--font-code` (the mono face) for its sheet. A role a design leaves out keeps the system's face. Letters the
 * face lacks (Arabic, Hebrew, Devanagari, CJK, and Cyrillic or Greek where it has none) are drawn
 * by the Noto face of that script, cut down the same way, on the pages that use them.
 */
export type DesignFace = {
  /** The package, e.g. '@fontsource-variable/fraunces'; its `wght.css` lists its files. */
  package: string;
  /** Its metrics in @capsizecss/metrics, e.g. 'fraunces', 'jetBrainsMono'. */
  metrics: string;
  /** The local face its fallback is adjusted from, a @capsizecss/metrics name. */
  fallback: 'arial' | 'georgia' | 'timesNewRoman' | 'courierNew';
  /** The generic family last in the list. */
  generic: 'sans-serif' | 'serif' | 'monospace';
};

export type DesignFonts = { body?: DesignFace; display?: DesignFace; mono?: DesignFace };

export const FONT_ROLES = ['body', 'display', 'mono'] as const;
export type FontRole = (typeof FONT_ROLES)[number];
