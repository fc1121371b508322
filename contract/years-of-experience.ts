import type * as z from 'zod';

/*
 * The badge's number and the intro's must agree (issue 41: an import gave a badge of 7 years under
 * an intro that said six). The owner writes the number once, yearsOfExperience, and the intro may
 * say it as `{years}`; an intro that writes a number of years itself must write the badge's.
 */

type Owner = { intro?: string | undefined; yearsOfExperience?: number | undefined };

const YEARS_PLACEHOLDER = /\{years\}/gu;
/** "3 years", "10+ years", "5 yrs": the digits an English intro gives a career's length in. */
const WRITTEN_YEARS = /(\d+)\+?\s*(?:-\s*)?(?:years?|yrs)\b/giu;

/**
 * The intro as the page shows it: `{years}` is the badge's number, in the page's digits; nothing
 * when the owner wrote no intro (issue 41), so no caller shows an empty paragraph.
 */
export function introText(owner: Owner, formatNumber: (value: number) => string): string | undefined {
  const { intro, yearsOfExperience: years } = owner;
  if (intro === undefined) return undefined;
  return years === undefined ? intro : intro.replace(YEARS_PLACEHOLDER, () => formatNumber(years));
}

/** What is wrong between the intro and the badge, or nothing. */
export function yearsDisagreement(owner: Owner): string | undefined {
  const { intro, yearsOfExperience: years } = owner;
  // No intro, nothing to disagree with the badge.
  if (intro === undefined) return undefined;
  if (years === undefined) {
    // includes, not the /g pattern's test(): that one keeps its lastIndex between calls.
    return intro.includes('{years}') ? 'says {years}, but there is no owner.yearsOfExperience to fill it with: add it, or write the intro without it' : undefined;
  }
  for (const match of intro.matchAll(WRITTEN_YEARS)) {
    if (Number(match[1]) !== years) {
      return `says "${match[0]}" but the badge (owner.yearsOfExperience) says ${years}: write {years} there, and the intro says the badge's number`;
    }
  }
  return undefined;
}

/** The schema's check: the message names owner.intro, where the owner fixes it. */
export function yearsAgree(owner: Owner, ctx: z.core.$RefinementCtx<unknown>): void {
  const message = yearsDisagreement(owner);
  if (message) ctx.addIssue({ code: 'custom', path: ['owner', 'intro'], message });
}
