import type { ReactNode } from 'react';
import { SectionTitle } from '@design/section-title';
import { sectionAttributes } from './static-section';

type CareerSectionProps = { id: string; title: string; subtitle: string; children: ReactNode };

/**
 * An optional section of CareerEntry entries (Certifications, Publications, Awards): its title, then
 * the entries two a row on a wide screen, one on a phone.
 */
export function CareerSection({ id, title, subtitle, children }: CareerSectionProps) {
  return (
    <section {...sectionAttributes(id)}>
      <div className="mx-auto max-w-[56rem] px-5 sm:px-8">
        <SectionTitle id={`${id}-title`} title={title} subtitle={subtitle} />
        <ul className="grid gap-x-10 sm:grid-cols-2">{children}</ul>
      </div>
    </section>
  );
}
