import type { SiteContent } from '../../contract/content-schema';
import { wordsOf } from '../../contract/folio-words';
import { fill } from '../../contract/words';
import { introText } from '../../contract/years-of-experience';
import { careerOfProjects } from '../../src/lib/career-of-projects';
import { formatNumber } from '../../src/lib/format-number';
import { pageSections, type PageSection } from '../../src/lib/page-sections';
import { monthLabel, periodLabel } from '../../src/lib/period';
import { skillGroups } from '../../src/lib/skill-groups';
import { absoluteUrl } from '../html/head-tags';
import type { LanguagePage } from '../languages/languages';
import { siteUrl } from '../posts/long-form-head';
import type { PreparedText } from '../posts/writing';

/**
 * `llms.txt` and `llms-full.txt` (llmstxt.org), one pair per language's page: what an assistant
 * reads about the owner before a person reads the page. Person-first: the owner's name, what they
 * do and look for, then the page's sections in the page's order, with the page's own headings
 * and words, and nothing the page does not say. llms.txt is the short form, with links; the full
 * form adds every highlight and the posts and case studies themselves, as their Markdown.
 */
export type LlmsInput = {
  site: SiteContent;
  base: string;
  /** The language's page: '' or 'de/'. */
  path: string;
  pages: readonly LanguagePage[];
  /** The language's posts and case studies, newest first (the page's Writing and Portfolio). */
  posts: readonly PreparedText[];
  caseStudies: readonly PreparedText[];
};

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** Markdown's own characters in the owner's text read as text, not as emphasis or links. */
const md = (text: string) => text.replace(/[\\`*_[\]<>]/gu, (char) => `\\${char}`).replace(/\s*\n\s*/gu, ' ');
const link = (text: string, url: string) => `[${md(text)}](${url.replace(/[()\s]/gu, encodeURIComponent)})`;

export function llmsTexts(input: LlmsInput): { [LLMS_FILE]: string; [LLMS_FULL_FILE]: string } {
  return { [LLMS_FILE]: llmsText(input, false), [LLMS_FULL_FILE]: llmsText(input, true) };
}

/** llms-full.txt's career alone, without the texts it ends with: what the MCP endpoint searches by section. */
export function llmsCareer(input: LlmsInput): string {
  return llmsText(input, true, false);
}

function llmsText({ site, base, path, pages, posts, caseStudies }: LlmsInput, full: boolean, withTexts = full): string {
  const words = wordsOf(site.words, site.lang);
  const url = (file: string) => absoluteUrl(site, base, `${path}${file}`);
  const { owner } = site;
  const lines: string[] = [`# ${md(owner.name)}`, ''];
  const summary = [owner.jobTitle, owner.goal].filter((part): part is string => part !== undefined).map(md).join(' · ');
  if (summary) lines.push(`> ${summary}`, '');
  const intro = introText(owner, (years) => formatNumber(years, site.lang));
  if (intro) lines.push(md(intro), '');
  if (owner.availability) lines.push(`${md(words.contact.openToWork)}: ${md(owner.availability)}`, '');

  lines.push(`- ${link(owner.name, url(''))}`);
  lines.push(`- ${link(words.home.downloadCv, url('resume.pdf'))} (PDF)`);
  lines.push(`- ${link('JSON Resume', url('resume.json'))}`);
  lines.push(full ? `- ${link(LLMS_FILE, url(LLMS_FILE))}` : `- ${link(LLMS_FULL_FILE, url(LLMS_FULL_FILE))}`);
  for (const other of pages.filter((page) => page.path !== path)) lines.push(`- ${link(other.name, absoluteUrl(site, base, `${other.path}${full ? LLMS_FULL_FILE : LLMS_FILE}`))} (${other.lang})`);
  lines.push('');

  // A section's heading is the page's (h2); Education sits under Experience there, as here (h3).
  const section = (title: string, body: string[], level = '##') => body.length > 0 && lines.push(`${level} ${md(title)}`, '', ...body, '');
  const sections: readonly PageSection[] = pageSections(site);
  for (const id of sections) {
    if (id === 'skills') {
      section(words.skills.title, skillGroups(site.skills).map(([category, names]) => `- ${md(category)}: ${names.map(md).join(', ')}`));
    } else if (id === 'experience') {
      // The roles as the page lists them: the jobs, or a career held in projects as its roles.
      section(words.experience.title, careerOfProjects(site.experience ?? [], site.projects ?? []).flatMap((job) => [
        `- ${md(job.role)}, ${job.url ? link(job.company, job.url) : md(job.company)} (${periodLabel(job.start, job.end, words.experience.present, site.lang)})${job.location ? `, ${md(job.location)}` : ''}`,
        ...(full
          ? [...(job.description ? [`  - ${md(job.description)}`] : []), ...(job.highlights ?? []).map((line) => `  - ${md(line)}`), ...(job.technologies?.length ? [`  - ${job.technologies.map(md).join(', ')}`] : [])]
          : []),
      ]));
      section(words.experience.educationTitle, (site.education ?? []).map((study) => {
        const period = study.start === undefined && study.end === undefined ? '' : ` (${periodLabel(study.start, study.end, words.experience.present, site.lang)})`;
        return `- ${study.degree ? `${md(study.degree)}, ` : ''}${md(study.school)}${period}`;
      }), '###');
      section(words.experience.languagesTitle, (site.spokenLanguages ?? []).map((spoken) => `- ${md(spoken.language)}${spoken.fluency ? ` (${md(spoken.fluency)})` : ''}`), '###');
    } else if (id === 'certifications') {
      section(words.certifications.title, (site.certifications ?? []).map((item) => {
        const expires = item.expires ? `, ${md(fill(words.certifications.expires, { date: monthLabel(item.expires, site.lang) }))}` : '';
        const name = item.url ? link(item.name, item.url) : md(item.name);
        return `- ${name}, ${md(item.issuer)} (${monthLabel(item.date, site.lang)}${expires})`;
      }));
    } else if (id === 'publications') {
      section(words.publications.title, (site.publications ?? []).map((item) => {
        const name = item.url ? link(item.name, item.url) : md(item.name);
        const about = full && item.summary ? `: ${md(item.summary)}` : '';
        return `- ${md(words.publications[item.kind])}: ${name}, ${md(item.publisher)} (${monthLabel(item.date, site.lang)})${about}`;
      }));
    } else if (id === 'awards') {
      section(words.awards.title, (site.awards ?? []).map((item) => `- ${md(item.title)}, ${md(item.awarder)} (${monthLabel(item.date, site.lang)})${full && item.summary ? `: ${md(item.summary)}` : ''}`));
    } else if (id === 'writing') {
      section(words.writing.title, posts.map((post) => `- ${link(post.title, siteUrl(site, post.href))} (${post.date}): ${md(post.summary)}`));
    } else if (id === 'work') {
      section(words.work.title, (site.projects ?? []).flatMap((project) => {
        const study = caseStudies.find((text) => text.slug === project.caseStudy);
        const where = study ? siteUrl(site, study.href) : project.link ?? project.source;
        const title = where ? link(project.title, where) : md(project.title);
        // Who it was for, the owner's roles and when, beside its category, when the owner gives them.
        const dated = project.start !== undefined || project.end !== undefined ? [periodLabel(project.start, project.end, words.experience.present, site.lang)] : [];
        const about = [project.category, ...(project.entity ? [project.entity] : []), ...(project.roles?.length ? [project.roles.join(', ')] : []), ...dated].map(md).join(' · ');
        return [
          `- ${title} (${about})${project.description ? `: ${md(project.description)}` : ''}`,
          ...(full ? [...(project.highlights ?? []).map((line) => `  - ${md(line)}`), ...(project.stack?.length ? [`  - ${project.stack.map(md).join(', ')}`] : [])] : []),
          ...(project.source && project.source !== where ? [`  - ${link('Source', project.source)}`] : []),
        ];
      }));
    } else if (id === 'contact') {
      section(words.contact.title, [
        ...(owner.email ? [`- ${md(words.contact.email)}: ${owner.email}`] : []),
        ...(owner.phone ? [`- ${md(words.contact.phone)}: ${md(owner.phone)}`] : []),
        ...(owner.city ? [`- ${md(words.contact.address)}: ${md(owner.city)}`] : []),
        `- ${link(words.form.title, url('#contact'))}`,
        ...site.socials.map((social) => `- ${link(social.label, social.url)}`),
      ]);
    }
  }

  // The texts themselves: only in the full form, each under its own title, as the owner wrote it.
  if (withTexts) {
    for (const text of [...posts, ...caseStudies]) {
      lines.push(`## ${md(text.title)}`, '', `${siteUrl(site, text.href)} · ${text.date}`, '', forReaders(text.source.body.trim(), site, base), '');
    }
  }
  return `${lines.join('\n').replace(/\n{3,}/gu, '\n\n').trimEnd()}\n`;
}

/**
 * A text's Markdown as a reader elsewhere needs it: its headings under its title (##), each two
 * levels down; its links to the site's own pages (`/posts/other/`) as full addresses under the
 * site's base, as the page has them; and its pictures, which are content/images' names the build
 * turns into files of its own, as their alt text. Code is left as written.
 */
export function forReaders(markdown: string, site: SiteContent, base: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^(```|~~~)/u.test(line)) fenced = !fenced;
      if (fenced) return line;
      const heading = /^#{1,6} /u.test(line) ? `##${line}`.replace(/^#{7,}/u, '######') : line;
      return heading
        .replace(/!\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/gu, (whole, alt: string, target: string) => (/^https?:/u.test(target) ? whole : alt ? `_${alt}_` : ''))
        .replace(/\]\(\s*(\/[^)\s]*)/gu, (_whole, href: string) => `](${absoluteUrl(site, base, href.slice(1))}`);
    })
    .join('\n');
}
