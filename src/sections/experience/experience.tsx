import type { Education, Experience as Job, Project, SiteContent } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { careerOfProjects } from '../../lib/career-of-projects';
import { foldedRoles } from '../../lib/career-fold';
import { periodLabel } from '../../lib/period';
import { JobEntry } from '@design/job-entry';
import { SectionTitle } from '@design/section-title';
import { useText } from '../../ui/fallback-text';
import { sectionAttributes } from '../../ui/static-section';

type ExperienceProps = {
  experience: Job[];
  education: Education[];
  /** A career held in projects (no jobs; projects with who and when) reads as its roles. */
  projects?: Project[] | undefined;
  spokenLanguages?: SiteContent['spokenLanguages'];
  words: Words['experience'];
  newTab: string;
  lang: string;
};

/** The month the page was built: a current role's end when telling recent roles from older ones. */
const builtIn = () => new Date().toISOString().slice(0, 7);

/**
 * The optional section: the roles, most recent first (as the content lists them), recent ones in
 * full and older ones a line each that opens (src/lib/career-fold.ts), then the degrees and the
 * languages spoken. Shown when the content's nav links to it (src/lib/page-sections.ts); each
 * design draws a role its own way (@design/job-entry).
 */
export function Experience({ experience, education, projects = [], spokenLanguages = [], words, newTab, lang }: ExperienceProps) {
  const t = useText();
  // An organisation's address is linked at its first role only, and not where a project already
  // links it (the project's card, and the first screen where it is featured): five roles at one
  // company are not five links to it (each address at most twice on the page).
  const address = (url: string) => url.replace(/\/+$/u, '');
  const linked = new Set(projects.flatMap((project) => [project.link, project.source]).filter((url) => url !== undefined).map(address));
  const jobs = careerOfProjects(experience, projects).map((job) => {
    if (job.url === undefined) return job;
    if (linked.has(address(job.url))) return { ...job, url: undefined };
    linked.add(address(job.url));
    return job;
  });
  const folded = foldedRoles(jobs, builtIn());
  return (
    <section {...sectionAttributes('experience')}>
      <div className="mx-auto max-w-[56rem] px-5 sm:px-8">
        <SectionTitle id="experience-title" title={words.title} subtitle={words.subtitle} />
        {jobs.length > 0 && (
          <ol className="relative border-s-2 border-border ps-6 sm:ps-8">
            {jobs.map((job, index) => (
              <JobEntry key={`${job.company}/${job.role}/${job.start}`} job={job} folded={folded[index] ?? false} words={words} newTab={newTab} lang={lang} />
            ))}
          </ol>
        )}
        {education.length > 0 && (
          <div className="mt-8 break-inside-avoid">
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-muted">{t(words.educationTitle)}</h3>
            <ul className="mt-4 divide-y divide-border border-y border-border">
              {education.map((study) => (
                <li key={`${study.school}/${study.degree ?? ''}`} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
                  <p className="min-w-0">
                    {study.degree !== undefined && <span className="font-semibold text-text">{t(study.degree)}</span>}
                    {study.degree !== undefined && <span className="text-muted" aria-hidden="true"> · </span>}
                    {study.degree !== undefined && <span className="sr-only">, </span>}
                    <bdi className={study.degree === undefined ? 'font-semibold text-text' : 'text-muted'}>{t(study.school)}</bdi>
                  </p>
                  {(study.start !== undefined || study.end !== undefined) && (
                    <p className="whitespace-nowrap text-sm tabular-nums text-muted">{periodLabel(study.start, study.end, words.present, lang)}</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {spokenLanguages.length > 0 && (
          <div className="mt-8 break-inside-avoid">
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-muted">{t(words.languagesTitle)}</h3>
            <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
              {spokenLanguages.map((spoken) => (
                <li key={spoken.language}>
                  <span className="font-semibold text-text">{t(spoken.language)}</span>
                  {spoken.fluency !== undefined && <span className="text-muted"> · {t(spoken.fluency)}</span>}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
