/**
 * The middle of a few runs: one slow Lighthouse run (a GC pause, a busy core) must not move the
 * figure, which is why the bench reports medians and not means. Values that are not numbers
 * (a category Lighthouse could not score) are left out; with nothing left the answer is NaN.
 */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** `ours / reference`, NaN when the reference is zero or missing (a ratio to nothing means nothing). */
export function ratio(ours: number, reference: number): number {
  if (!Number.isFinite(ours) || !Number.isFinite(reference) || reference === 0) return Number.NaN;
  return ours / reference;
}
