import { useRef } from 'react';
import { MESSAGE_STATES, type MessageState } from '../../../contract/owner-api';
import { edgeMask, useScrollEdges } from '../lib/use-scroll-edges';
import { useOwnerWords } from '../words/owner-words-context';

type StateFiltersProps = { state: MessageState; counts: Record<MessageState, number>; onChange: (state: MessageState) => void };

/**
 * The states as a row of toggle buttons, each with its count; the chosen one is pressed. One row
 * at 390 px with small counts (tight padding on a phone); larger counts scroll it sideways, the
 * edge that hides more faded, never wrapping a chip alone onto a second line.
 */
export function StateFilters({ state, counts, onChange }: StateFiltersProps) {
  const { words, number } = useOwnerWords();
  const row = useRef<HTMLDivElement>(null);
  const mask = edgeMask(useScrollEdges(row));
  return (
    <div ref={row} role="group" aria-label={words.inbox.filtersLabel} className="-mx-1 flex gap-1 overflow-x-auto px-1 py-0.5" style={{ maskImage: mask, WebkitMaskImage: mask }}>
      {MESSAGE_STATES.map((option) => {
        const pressed = option === state;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={`inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full border px-1.5 text-sm font-medium sm:gap-1.5 sm:px-2.5 transition-colors ${
              pressed ? 'border-accent bg-accent text-accent-contrast' : 'border-border bg-surface text-muted hover:bg-surface-2 hover:text-text'
            }`}
          >
            {words.states[option]}{' '}
            <span className={`tabular-nums ${pressed ? '' : 'text-muted'}`}>{number(counts[option])}</span>
          </button>
        );
      })}
    </div>
  );
}
