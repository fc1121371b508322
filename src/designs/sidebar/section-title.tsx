import type { SectionTitle as DefaultSectionTitle } from '../default/section-title';
import { useText } from '../../ui/fallback-text';

/**
 * The heading at the start of its column, not centred: the overline in the mono as a small label
 * after a short rule in the accent, the heading under it.
 */
export const SectionTitle: typeof DefaultSectionTitle = ({ id, title, subtitle }) => {
  const t = useText();
  return (
    // On paper the overline, the heading and what follows stay on one page.
    <div className="mb-8 break-inside-avoid break-after-avoid">
      <p className="sb-label flex items-center gap-3 text-accent">
        <span aria-hidden="true" className="h-px w-8 bg-accent" />
        {t(subtitle)}
      </p>
      <h2 id={id} className="mt-3 text-2xl font-bold tracking-tight text-text sm:text-3xl">
        {t(title)}
      </h2>
    </div>
  );
};
