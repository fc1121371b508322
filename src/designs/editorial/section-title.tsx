import type { SectionTitle as DefaultSectionTitle } from '../default/section-title';
import { useText } from '../../ui/fallback-text';

/** A magazine's section head: a hairline, the overline in small capitals, the title set large at the line's start. */
export const SectionTitle: typeof DefaultSectionTitle = ({ id, title, subtitle }) => {
  const t = useText();
  return (
    <div className="mb-6 break-inside-avoid break-after-avoid border-t border-text pt-4 sm:mb-8">
      <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent">{t(subtitle)}</p>
      <h2 id={id} className="editorial-display mt-3 text-4xl font-medium tracking-tight text-text">
        {t(title)}
      </h2>
    </div>
  );
};
