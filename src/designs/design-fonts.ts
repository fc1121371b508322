/**
 * A design's typefaces (issue 42, decision 047): each self-hosted from an npm package made for it
 * (`@fontsource-variable/*`), subset by the build to the characters each page uses, the display
 * face preloaded, and drawn first in a local fallback adjusted to its metrics, so nothing moves
 * when it arrives. A design names its faces in `src/designs/<name>/fonts.ts` as
 * `export const fonts: DesignFonts`; the build writes `--font-body`, `--font-display` and
 * `--font-mono` for its sheet to use. A role a design leaves out keeps the system's face.
 * Letters the face lacks (Arabic, Hebrew, Devanagari, CJK, and Cyrillic or Greek where it has none)
 * are drawn by the Noto face of that script, subset the same way, only on pages that use them.
 */
export type DesignFace = {
  /** The package, e.g. '@fontsource-variable/fraunces'. */
  package: string;
  /** Its files' stem, e.g. 'fraunces' for files/fraunces-latin-wght-normal.woff2. */
  stem: string;
  /** The weights the page uses, as a variable face's range ('300 800') or one weight ('400'). */
  weight: string;
  /** The local face whose metrics its fallback is adjusted from (a @capsizecss/metrics name). */
  fallback: 'arial' | 'helvetica' | 'georgia' | 'timesNewRoman' | 'courierNew';
  /** The generic family after it: 'sans-serif', 'serif' or 'monospace'. */
  generic: 'sans-serif' | 'serif' | 'monospace';
};

export type DesignFonts = { body?: DesignFace; display?: DesignFace; mono?: DesignFace };
