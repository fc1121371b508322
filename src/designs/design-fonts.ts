/**
 * A design's typefaces (issue 42, decision 047): each self-hosted from an npm package made for it
 * (`@fontsource-variable/*`), cut down by the build to the letters each page uses, each role's
 * main file preloaded, and drawn first in a local face adjusted to its metrics, so nothing moves when
 * it arrives (scripts/fonts/). A design names its faces in `src/designs/<name>/fonts.ts` as
 * `export const fonts: DesignFonts`; the build writes `--font-body`, `--font-display` and
 * `--font-code` (the mono face) for its sheet. A role a design leaves out keeps the system's face. Letters the
 * face lacks (Arabic, Hebrew, Devanagari, CJK, and Cyrillic or Greek where it has none) are drawn
 * by the Noto face of that script, cut down the same way, on the pages that use them.
 */

/** The local faces a fallback may be adjusted from, by the kind of face they stand in for. */
type Fallbacks = { 'sans-serif': 'arial'; serif: 'georgia' | 'timesNewRoman'; monospace: 'courierNew' };

/**
 * A face and the faces that stand in for it, of one kind: a sans falls back to a sans and ends in
 * `sans-serif`, never to a system serif (decision 059). The build checks the face's own kind
 * against capsize's category of it.
 */
export type DesignFace = {
  [Generic in keyof Fallbacks]: {
    /** The package, e.g. '@fontsource-variable/fraunces'; its `wght.css` lists its files. */
    package: string;
    /** Its metrics in @capsizecss/metrics, e.g. 'fraunces', 'jetBrainsMono'. */
    metrics: string;
    /** The local face its fallback is adjusted from, a @capsizecss/metrics name of the same kind. */
    fallback: Fallbacks[Generic];
    /** The generic family last in the list. */
    generic: Generic;
  };
}[keyof Fallbacks];

export type DesignFonts = { body?: DesignFace; display?: DesignFace; mono?: DesignFace };

export const FONT_ROLES = ['body', 'display', 'mono'] as const;
export type FontRole = (typeof FONT_ROLES)[number];
