type SkillBarProps = { percentage: number; labelId: string };

/** The bar under a skill's name, filled to its percentage and named by the card's heading. */
export function SkillBar({ percentage, labelId }: SkillBarProps) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuenow={percentage}
      aria-valuemin={0}
      aria-valuemax={100}
      className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2"
    >
      {/* An SVG attribute sets the fill, so the strict CSP needs no inline style; mirrored, it
          fills from the right in a right-to-left language, as the bar's text reads. */}
      <svg className="block h-full w-full rtl:-scale-x-100" aria-hidden="true" focusable="false">
        <rect data-bar-fill width={`${percentage}%`} height="100%" rx="4" className="fill-accent" />
      </svg>
    </div>
  );
}
