/** Where the CV may break a run of letters no real word is as long as (issue 40). */

/** Runs of letters longer than this (no real word or address is) get a place to break every PIECE letters. */
const LONG_RUN = 200;
const PIECE = 20;

/**
 * The text with a zero-width space every PIECE letters of any run longer than LONG_RUN. pdfkit
 * breaks a word wider than the line by measuring all the rest of it again for each line: a
 * 10,000-letter word took 12 s per CV, and 100,000 minutes (issue 40). At a zero-width space it
 * breaks at once, and the space draws nothing.
 */
export function breakable(text: string): string {
  return text.replace(new RegExp(`\\S{${LONG_RUN + 1},}`, 'gu'), (run) => run.replace(new RegExp(`(\\S{${PIECE}})(?=\\S)`, 'gu'), '$1\u200b'));
}
