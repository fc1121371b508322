import type { Publication } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { CareerEntry } from '@design/career-entry';
import { CareerSection } from '../../ui/career-section';

type PublicationsProps = { publications: Publication[]; words: Words['publications']; newTab: string; lang: string };

/**
 * The optional Publications section (issue 23): articles, papers and talks, most recent first (as
 * the content lists them), each labelled with its kind and linking to where it can be read or
 * watched. Shown when the nav links to it.
 */
export function Publications({ publications, words, newTab, lang }: PublicationsProps) {
  return (
    <CareerSection id="publications" title={words.title} subtitle={words.subtitle}>
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
    </CareerSection>
  );
}
