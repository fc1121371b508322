import { useId, useState } from 'react';
import { fill } from '../../contract/words';
import { useText } from './fallback-text';
import { Icon } from './icon';
import { rowTiers, ROWS } from './fold-filters';

type FilterBarProps<T> = {
  label: string;
  /** `value` is what the section filters by; `label`, what the button says. */
  options: readonly { value: T; label: string }[];
  active: T;
  onChange: (value: T) => void;
  /** The "more" button's text, with {count}: how many buttons it folds (words.page.moreFilters). */
  more: string;
};

/*
 * Which widths a button shows at, by the first tier whose row it fits (fold-filters.ts): in the row
 * from that width up, behind "more" below it. Whole class names, so Tailwind finds them.
 */
// Hidden, then shown from a width up (not max-*: variants): min-width variants join the media
// blocks the page's CSS has already, where each max-width one opens a block of its own, and every
// page inlines that CSS into the 14,000 bytes of its first flight.
const IN_ROW = ['', 'hidden sm:block', 'hidden lg:block'] as const;
const IN_TAIL = ['hidden', 'sm:hidden', 'lg:hidden', ''] as const;
/** The "more" button's own text at each tier, each counting what that tier folds. */
const AT_TIER = ['sm:hidden', 'hidden sm:block lg:hidden', 'hidden lg:block'] as const;

const pill = (pressed: boolean) =>
  'min-h-11 rounded-full border px-5 text-sm font-semibold transition-colors ' +
  (pressed ? 'border-accent bg-accent text-accent-contrast shadow-card' : 'border-border bg-surface text-muted hover:border-accent hover:text-text');

/**
 * A row of pill toggles; `aria-pressed` tells assistive technology which one is on. What does not
 * fit one row on a desktop (two on a phone) folds behind a "more" button (aria-expanded), whose
 * list opens below it.
 */
export function FilterBar<T>({ label, options, active, onChange, more }: FilterBarProps<T>) {
  const t = useText();
  const tailId = useId();
  const [open, setOpen] = useState(false);
  const tiers = rowTiers(options.map((option) => option.label), (count) => fill(more, { count }));
  const deepest = Math.max(0, ...tiers);
  const folded = (tier: number) => tiers.filter((at) => at > tier).length;

  const button = (option: FilterBarProps<T>['options'][number], index: number, place: string) => (
    <button
      // The list never reorders, and a label may repeat (a category called like the "all" filter).
      key={index}
      type="button"
      aria-pressed={option.value === active}
      onClick={() => onChange(option.value)}
      className={place === '' ? pill(option.value === active) : `${pill(option.value === active)} ${place}`}
    >
      {t(option.label)}
    </button>
  );

  return (
    // Screen only: nothing can be pressed on paper (and every skill prints, src/sections/skills).
    <div role="group" aria-label={label} data-screen-only className="mb-8 flex flex-wrap justify-center gap-2">
      {options.map((option, index) => {
        const tier = tiers[index] ?? 0;
        return tier < ROWS.length ? button(option, index, IN_ROW[tier as 0 | 1 | 2]) : null;
      })}
      {deepest > 0 && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? tailId : undefined}
          onClick={() => setOpen(!open)}
          // Hidden from the width at which every button fits the row.
          className={`${pill(false)} inline-flex items-center gap-1.5 ${deepest === 1 ? 'sm:hidden' : deepest === 2 ? 'lg:hidden' : ''}`}
        >
          {AT_TIER.map((className, tier) =>
            folded(tier) > 0 ? (
              <span key={tier} className={className}>
                {fill(more, { count: folded(tier) })}
              </span>
            ) : null,
          )}
          {/* Turned by an attribute: most pages never fold, and two rotate classes would weigh on every page's inlined CSS. */}
          <Icon name="arrow-right" className="size-4" turn={open ? -90 : 90} />
        </button>
      )}
      {open && (
        // Its own line under the row, right after the button that opened it in the tab order.
        <div id={tailId} className="flex w-full flex-wrap justify-center gap-2">
          {options.map((option, index) => {
            const tier = tiers[index] ?? 0;
            return tier > 0 ? button(option, index, IN_TAIL[tier] ?? '') : null;
          })}
        </div>
      )}
    </div>
  );
}
