import { MESSAGE_STATES, type MessageState } from '../../../contract/owner-api';
import { STATE_LABELS } from '../lib/message-words';

type StateFiltersProps = { state: MessageState; counts: Record<MessageState, number>; onChange: (state: MessageState) => void };

/** The states as a row of toggle buttons, each with its count; the chosen one is pressed. */
export function StateFilters({ state, counts, onChange }: StateFiltersProps) {
  return (
    <div role="group" aria-label="Show messages" className="flex flex-wrap gap-1">
      {MESSAGE_STATES.map((option) => {
        const pressed = option === state;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={`inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border px-2 text-sm sm:px-2.5 font-medium transition-colors ${
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
