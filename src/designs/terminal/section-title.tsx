import type { SectionTitle as DefaultSectionTitle } from '../default/section-title';
import { useText } from '../../ui/fallback-text';

/**
 * A section's title as a command and its comment: the overline reads as `# subtitle`, the heading
 * follows a prompt. The prompt and the hash are the sheet's (::before, with empty alternative
 * text), so neither the heading's name nor its text changes.
 */
export const SectionTitle: typeof DefaultSectionTitle = ({ id, title, subtitle }) => {
  const t = useText();
  return (
    <div className="terminal-title mb-8 break-inside-avoid break-after-avoid sm:mb-10">
      <p className="terminal-comment text-sm text-muted">{t(subtitle)}</p>
      <h2 id={id} className="terminal-prompt mt-2 text-2xl font-semibold tracking-tight text-text sm:text-3xl">
        {t(title)}
      </h2>
    </div>
  );
};
