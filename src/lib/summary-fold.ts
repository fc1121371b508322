/** A summary longer than this many characters (about four lines on a phone) folds on the first screen behind "Read more". */
export const SUMMARY_FOLDS_OVER = 280;

/** The summary paragraph's id: the fold's button controls it. */
export const SUMMARY_ID = 'home-summary';

/** Whether the first screen folds this summary: so long that it would push the CV and contact actions below the fold. */
export function summaryFolds(summary: string | undefined): boolean {
  return summary !== undefined && summary.length > SUMMARY_FOLDS_OVER;
}
