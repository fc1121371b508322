import { useText } from './fallback-text';

type FilterBarProps<T> = {
  label: string;
  /** `value` is what the section filters by; `label`, what the button says. */
  options: readonly { value: T; label: string }[];
  active: T;
  onChange: (value: T) => void;
};

/** A row of pill toggles; `aria-pressed` tells assistive technology which one is on. */
export function FilterBar<T>({ label, options, active, onChange }: FilterBarProps<T>) {
  const t = useText();
  return (
    // Screen only: nothing can be pressed on paper (and every skill prints, src/sections/skills).
    <div role="group" aria-label={label} data-screen-only className="mb-10 flex flex-wrap justify-center gap-2">
      {options.map((option, index) => {
        const pressed = option.value === active;
        return (
          <button
            // The list never reorders, and a label may repeat (a category called like the "all" filter).
            key={index}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={
              'min-h-11 rounded-full border px-5 text-sm font-semibold transition-colors ' +
              (pressed
                ? 'border-accent bg-accent text-accent-contrast shadow-card'
                : 'border-border bg-surface text-muted hover:border-accent hover:text-text')
            }
          >
            {t(option.label)}
          </button>
        );
      })}
    </div>
  );
}
