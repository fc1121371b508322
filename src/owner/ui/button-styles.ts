/** The page's buttons and button-like links, in one place so every screen's controls match. */
const BASE =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-3.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const BUTTON = {
  primary: `${BASE} bg-accent text-accent-contrast hover:bg-accent-hover`,
  secondary: `${BASE} border border-border bg-surface text-text hover:bg-surface-2`,
  danger: `${BASE} border border-border bg-surface text-danger hover:bg-surface-2`,
  dangerSolid: `${BASE} bg-danger text-surface hover:opacity-90`,
  ghost: `${BASE} text-muted hover:bg-surface-2 hover:text-text`,
} as const;

/** A text field's look: large enough to hit on a phone, with a visible label beside it. */
export const FIELD = 'min-h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-text';
