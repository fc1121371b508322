import type { Publication } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { CareerEntry } from '../../ui/career-entry';
import { SectionTitle } from '../../ui/section-title';

type PublicationsProps = { publications: Publication[]; words: Words['publications']; newTab: string; lang: string };

/**
 * The optional Publications section (issue 23): articles, papers and talks, most recent first (as
 * the content lists them), each labelled with its kind and linking to where it can be read or
 * watched. Shown when the nav links to it.
 */
export function Publications({ publications, words, newTab, lang }: PublicationsProps) {
  return (
    <section id="publications" tabIndex={-1} aria-labelledby="publications-title" className="py-20 outline-none sm:py-24">
      <div className="mx-auto max-w-[56rem] px-5 sm:px-8">
        <SectionTitle id="publications-title" title={words.title} subtitle={words.subtitle} />
        {/* As Experience lists degrees: two a row, a last one alone in the middle. */}
        <ul className="flex flex-wrap justify-center gap-4 *:w-full sm:*:w-[calc((100%-1rem)/2)]">
          {publications.map((publication) => (
            <CareerEntry
              key={`${publication.publisher}/${publication.name}/${publication.date}`}
              label={words[publication.kind]}
              title={publication.name}
              by={publication.publisher}
              date={publication.date}
              lang={lang}
              url={publication.url}
              newTab={newTab}
              summary={publication.summary}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
