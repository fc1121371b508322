import type { ReactNode } from 'react';
import { SectionTitle } from '@design/section-title';
import { sectionAttributes } from './static-section';

type CareerSectionProps = { id: string; title: string; subtitle: string; children: ReactNode };

/**
 * An optional section of CareerEntry cards (Certifications, Publications, Awards): its title, then
 * the cards as Experience lists degrees, two a row and a last one alone in the middle.
 */
export function CareerSection({ id, title, subtitle, children }: CareerSectionProps) {
  return (
    <section {...sectionAttributes(id)}>
      <div className="mx-auto max-w-[56rem] px-5 sm:px-8">
        <SectionTitle id={`${id}-title`} title={title} subtitle={subtitle} />
        <ul className="flex flex-wrap gap-4 *:w-full sm:*:w-[calc((100%-1rem)/2)]">{children}</ul>
      </div>
    </section>
  );
}
