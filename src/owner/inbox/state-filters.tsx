import { MESSAGE_STATES, type MessageState } from '../../../contract/owner-api';
import { STATE_LABELS } from '../lib/message-words';

type StateFiltersProps = { state: MessageState; counts: Record<MessageState, number>; onChange: (state: MessageState) => void };

/**
 * The states as a row of toggle buttons, each with its count; the chosen one is pressed. One row
 * at 390 px (tight padding on a phone); counts in the thousands scroll it sideways, never wrap a
 * chip alone onto a second line.
 */
export function StateFilters({ state, counts, onChange }: StateFiltersProps) {
  return (
    <div role="group" aria-label="Show messages" className="-mx-1 flex gap-1 overflow-x-auto px-1 py-0.5">
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
            {STATE_LABELS[option]}{' '}
            <span className={`tabular-nums ${pressed ? '' : 'text-muted'}`}>{counts[option]}</span>
          </button>
        );
      })}
    </div>
  );
}
