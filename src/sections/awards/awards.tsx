import type { Award } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { CareerEntry } from '@design/career-entry';
import { CareerSection } from '../../ui/career-section';

type AwardsProps = { awards: Award[]; words: Words['awards']; newTab: string; lang: string };

/** The optional Awards section (issue 23): most recent first, as the content lists them. Shown when the nav links to it. */
export function Awards({ awards, words, newTab, lang }: AwardsProps) {
  return (
    <CareerSection id="awards" title={words.title} subtitle={words.subtitle}>
      {awards.map((award) => (
        <CareerEntry
          key={`${award.awarder}/${award.title}/${award.date}`}
          title={award.title}
          by={award.awarder}
          date={award.date}
          lang={lang}
          newTab={newTab}
          summary={award.summary}
        />
      ))}
    </CareerSection>
  );
}
