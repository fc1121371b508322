import type { Award } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { CareerEntry } from '../../ui/career-entry';
import { SectionTitle } from '../../ui/section-title';

type AwardsProps = { awards: Award[]; words: Words['awards']; newTab: string; lang: string };

/** The optional Awards section (issue 23): most recent first, as the content lists them. Shown when the nav links to it. */
export function Awards({ awards, words, newTab, lang }: AwardsProps) {
  return (
    <section id="awards" tabIndex={-1} aria-labelledby="awards-title" className="py-20 outline-none sm:py-24">
      <div className="mx-auto max-w-[56rem] px-5 sm:px-8">
        <SectionTitle id="awards-title" title={words.title} subtitle={words.subtitle} />
        {/* As Experience lists degrees: two a row, a last one alone in the middle. */}
        <ul className="flex flex-wrap justify-center gap-4 *:w-full sm:*:w-[calc((100%-1rem)/2)]">
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
        </ul>
      </div>
    </section>
  );
}
