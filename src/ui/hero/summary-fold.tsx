import { useState } from 'react';
import type { Words } from '../../../contract/words';
import { SUMMARY_ID } from '../../lib/summary-fold';
import { useText } from '../fallback-text';
import { Icon } from '../icon';

/**
 * The button under a long summary (summary-fold.ts): the paragraph is drawn by the pre-render
 * alone and shows its first lines (styles.css, `[data-folds]`); this opens it and closes it again,
 * so the CV and contact actions stay on the first screen whatever the owner wrote.
 */
export function SummaryFold({ words, className }: { words: Words['home']; className: string }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    const next = !open;
    document.getElementById(SUMMARY_ID)?.toggleAttribute('data-open', next);
    setOpen(next);
  };
  return (
    <button type="button" aria-expanded={open} aria-controls={SUMMARY_ID} onClick={toggle} className={className}>
      {t(open ? words.readLess : words.readMore)}
      <Icon name="chevron-down" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
    </button>
  );
}
