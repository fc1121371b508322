import type { Certification } from '../../../contract/content-schema';
import { fill, type Words } from '../../../contract/words';
import { monthLabel } from '../../lib/month-label';
import { CareerEntry } from '../../ui/career-entry';
import { SectionTitle } from '../../ui/section-title';

type CertificationsProps = { certifications: Certification[]; words: Words['certifications']; newTab: string; lang: string };

/**
 * The optional Certifications section (issue 23): each certification as a card, most recent first
 * (as the content lists them), its name linking to the credential. Shown when the nav links to it.
 */
export function Certifications({ certifications, words, newTab, lang }: CertificationsProps) {
  return (
    <section id="certifications" tabIndex={-1} aria-labelledby="certifications-title" className="py-20 outline-none sm:py-24">
      <div className="mx-auto max-w-[56rem] px-5 sm:px-8">
        <SectionTitle id="certifications-title" title={words.title} subtitle={words.subtitle} />
        {/* As Experience lists degrees: two a row, a last one alone in the middle. */}
        <ul className="flex flex-wrap justify-center gap-4 *:w-full sm:*:w-[calc((100%-1rem)/2)]">
          {certifications.map((certification) => (
            <CareerEntry
              key={`${certification.issuer}/${certification.name}/${certification.date}`}
              title={certification.name}
              by={certification.issuer}
              date={certification.date}
              lang={lang}
              url={certification.url}
              newTab={newTab}
              note={certification.expires === undefined ? undefined : fill(words.expires, { date: monthLabel(certification.expires, lang) })}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
