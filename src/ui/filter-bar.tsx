type FilterBarProps = {
  label: string;
  options: readonly string[];
  active: string;
  onChange: (option: string) => void;
};

/** A row of pill toggles; `aria-pressed` tells assistive technology which one is on. */
export function FilterBar({ label, options, active, onChange }: FilterBarProps) {
  return (
    // Screen only: nothing can be pressed on paper (and every skill prints, src/sections/skills).
    <div role="group" aria-label={label} data-screen-only className="mb-10 flex flex-wrap justify-center gap-2">
      {options.map((option) => {
        const pressed = option === active;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option)}
            className={
              'min-h-11 rounded-full border px-5 text-sm font-semibold transition-colors ' +
              (pressed
                ? 'border-accent bg-accent text-accent-contrast shadow-card'
                : 'border-border bg-surface text-muted hover:border-accent hover:text-text')
            }
          >
            {option}
          </button>
        );
      })}
    </div>
  );
}
