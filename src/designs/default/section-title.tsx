import { useText } from '../../ui/fallback-text';

type SectionTitleProps = { id: string; title: string; subtitle: string };

/** Small overline subtitle above the section's heading, as the design brief asks. */
export function SectionTitle({ id, title, subtitle }: SectionTitleProps) {
  const t = useText();
  return (
    // On paper the overline, the heading and what follows stay on one page.
    <div className="mb-8 break-inside-avoid break-after-avoid text-center sm:mb-10">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">{t(subtitle)}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-text sm:text-4xl">
        {t(title)}
      </h2>
    </div>
  );
}
