import type { Certification } from '../../../contract/content-schema';
import { fill, type Words } from '../../../contract/words';
import { monthLabel } from '../../lib/month-label';
import { CareerEntry } from '@design/career-entry';
import { CareerSection } from '../../ui/career-section';

type CertificationsProps = { certifications: Certification[]; words: Words['certifications']; newTab: string; lang: string };

/**
 * The optional Certifications section (issue 23): each certification as a card, most recent first
 * (as the content lists them), its name linking to the credential. Shown when the nav links to it.
 */
export function Certifications({ certifications, words, newTab, lang }: CertificationsProps) {
  return (
    <CareerSection id="certifications" title={words.title} subtitle={words.subtitle}>
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
    </CareerSection>
  );
}
