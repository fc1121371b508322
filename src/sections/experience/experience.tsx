import type { Education, Experience as Job } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { periodLabel } from '../../lib/period';
import { SectionTitle } from '@design/section-title';
import { useText } from '../../ui/fallback-text';
import { sectionAttributes } from '../../ui/static-section';

type ExperienceProps = { experience: Job[]; education: Education[]; words: Words['experience']; lang: string };

/**
 * The optional section: jobs as a timeline, most recent first (as the content lists them), then the
 * degrees. Shown when the content's nav links to it (src/lib/page-sections.ts).
 */
export function Experience({ experience, education, words, lang }: ExperienceProps) {
  const t = useText();
  return (
    <section {...sectionAttributes('experience')}>
      <div className="mx-auto max-w-[56rem] px-5 sm:px-8">
        <SectionTitle id="experience-title" title={words.title} subtitle={words.subtitle} />
        {experience.length > 0 && (
          <ol className="relative space-y-6 border-s-2 border-border ps-6 sm:ps-8">
            {experience.map((job) => (
              <li key={`${job.company}/${job.role}/${job.start}`} className="relative break-inside-avoid">
                {/* The timeline's dot, on the rule to the left. */}
                <span aria-hidden="true" className="absolute top-7 -start-[calc(1.5rem+7px)] size-3 rounded-full bg-accent ring-4 ring-bg sm:-start-[calc(2rem+7px)]" />
                <article className="rounded-2xl border border-border bg-surface p-6 shadow-card">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 className="text-lg font-semibold text-text">
                      {t(job.role)}
                      {/* The dot only where the company shares the line; on a phone it has its own. */}
                      <span className="font-normal text-muted max-sm:sr-only"> · </span>
                      {/* A name keeps its own direction beside the role: "Acme sp. z o.o." ends in its stop on a right-to-left page too. */}
                      <span className="block text-accent sm:inline">
                        <bdi>{t(job.company)}</bdi>
                      </span>
                    </h3>
                    <p className="text-sm font-medium tabular-nums text-muted">{periodLabel(job.start, job.end, words.present, lang)}</p>
                  </div>
                  {job.location && <p className="mt-1 text-sm text-muted">{t(job.location)}</p>}
                  {job.highlights && job.highlights.length > 0 && (
                    <ul className="mt-4 list-disc space-y-2 ps-5 text-sm leading-relaxed text-muted marker:text-accent">
                      {job.highlights.map((highlight) => (
                        <li key={highlight}>
                          {/* Isolated: "C#" in a right-to-left page read "#C". */}
                          <bdi>{t(highlight)}</bdi>
                        </li>
                      ))}
                    </ul>
                  )}
                  {job.technologies && job.technologies.length > 0 && (
                    <ul className="mt-4 flex flex-wrap gap-2">
                      {job.technologies.map((technology) => (
                        <li key={technology} dir="auto" className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-text">
                          {technology}
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              </li>
            ))}
          </ol>
        )}
        {education.length > 0 && (
          <div className="mt-12 break-inside-avoid">
            <h3 className="text-center text-sm font-semibold uppercase tracking-[0.18em] text-accent">{t(words.educationTitle)}</h3>
            <ul className="mt-5 flex flex-wrap gap-4 *:w-full sm:*:w-[calc((100%-1rem)/2)]">
              {education.map((study) => (
                <li key={`${study.school}/${study.degree ?? ''}`} className="rounded-2xl border border-border bg-surface p-5 shadow-card">
                  {study.degree !== undefined && <p className="font-semibold text-text">{t(study.degree)}</p>}
                  <p className={study.degree === undefined ? 'font-semibold text-text' : 'mt-1 text-sm text-muted'}>
                    <bdi>{t(study.school)}</bdi>
                    {(study.start !== undefined || study.end !== undefined) && (
                      <span className="tabular-nums"> · {periodLabel(study.start, study.end, words.present, lang)}</span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
