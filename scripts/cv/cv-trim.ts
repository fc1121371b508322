/**
 * What a long career's CV leaves out to fit its pages (issue 41): highlights, the oldest job's
 * first and each job's last-listed first (the schema asks for the most telling first). The most
 * recent job keeps all of its own, and every job keeps its line (role, company, dates, tools), so
 * the CV still lists every employer.
 */
import type { Experience, SiteContent } from '../../contract/content-schema';

/** A highlight by its job's index in `experience` and its own in the job's highlights. */
export type HighlightAt = { job: number; highlight: number };

/** Every highlight the CV may leave out, in the order it leaves them out. */
export function trimOrder(experience: readonly Experience[] = []): HighlightAt[] {
  const jobs = experience.map((job, index) => ({ job, index }));
  // By start month (it sorts as text); the most recent is kept whole.
  const byAge = [...jobs].sort((a, b) => a.job.start.localeCompare(b.job.start) || b.index - a.index);
  return byAge.slice(0, -1).flatMap(({ job, index }) => (job.highlights ?? []).map((_, highlight) => ({ job: index, highlight })).reverse());
}

/** The content without the first `count` highlights of `order`. */
export function withoutHighlights(site: SiteContent, order: readonly HighlightAt[], count: number): SiteContent {
  if (count === 0 || site.experience === undefined) return site;
  const gone = new Set(order.slice(0, count).map(({ job, highlight }) => `${job}:${highlight}`));
  return {
    ...site,
    experience: site.experience.map((job, index) =>
      job.highlights === undefined ? job : { ...job, highlights: job.highlights.filter((_, highlight) => !gone.has(`${index}:${highlight}`)) },
    ),
  };
}

/** The companies whose highlights the first `count` of `order` take, oldest first. */
export function trimmedCompanies(experience: readonly Experience[], order: readonly HighlightAt[], count: number): string[] {
  const jobs = [...new Set(order.slice(0, count).map(({ job }) => job))];
  return jobs.flatMap((job) => experience[job]?.company ?? []);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Up to three names, then how many more: a line stays a line. */
function someOf(names: readonly string[]): string {
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/**
 * The build's one line about a CV that left something out to fit the pages asked for, or took
 * more of them; undefined when it shows everything on them.
 */
export function fitNote(options: {
  site: SiteContent;
  fit: { projects: number; trimmed: number; grew: boolean };
  order: readonly HighlightAt[];
  asked: number;
  pages: number;
  contentFile: string;
}): string | undefined {
  const { site, fit, order, asked, pages, contentFile } = options;
  const cv = `${contentFile}: the CV`;
  if (fit.grew) {
    return `${cv} takes ${plural(pages, 'page')}, more than the ${asked} asked for, even without its oldest highlights and with one project, so it shows everything: shorten the longest texts, or set cv: { pages: ${pages} } to keep it so`;
  }
  const left: string[] = [];
  if (fit.trimmed > 0) {
    const companies = trimmedCompanies(site.experience ?? [], order, fit.trimmed);
    left.push(`${plural(fit.trimmed, 'highlight')} of the oldest ${plural(companies.length, 'job')} (${someOf(companies)})`);
  }
  const projects = site.projects?.length ?? 0;
  if (fit.projects < projects) left.push(`${plural(projects - fit.projects, 'project')} (it says they are on the site)`);
  if (left.length === 0) return undefined;
  return `${cv} leaves out ${left.join(' and ')} to fit ${plural(asked, 'page')}: set cv: { pages: ${asked + 1} } to keep them`;
}
