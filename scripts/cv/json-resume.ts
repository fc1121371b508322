/**
 * The content as a JSON Resume (jsonresume.org, schema v1.0.0): the format résumé tools, themes
 * and job boards already read. Built beside the PDF as `resume.json`, from the same content.
 */
import type { SiteContent, SocialKind } from '../../contract/content-schema';
import { skillGroups } from '../../src/lib/skill-groups';
import { introText } from '../../contract/years-of-experience';
import { formatNumber } from '../../src/lib/format-number';
import { absoluteUrl } from '../html/head-tags';

/** The network names JSON Resume's examples use, for the kinds folio knows. */
const NETWORKS: Record<SocialKind, string | undefined> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  gitlab: 'GitLab',
  x: 'X',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  stackoverflow: 'Stack Overflow',
  youtube: 'YouTube',
  devto: 'DEV',
  medium: 'Medium',
  website: undefined,
  other: undefined,
};

/** The last path segment of a profile address, which is the username on every network listed. */
function usernameOf(url: string): string | undefined {
  const segment = new URL(url).pathname.split('/').filter(Boolean).at(-1);
  return segment ? decodeURIComponent(segment).replace(/^@/u, '') : undefined;
}

/**
 * `picture`: the avatar's built file, from the site's root (its name has a hash only the build
 * knows); `page`: the language's page the JSON Resume sits beside ('' for the default, 'de/').
 */
export function jsonResume(site: SiteContent, base: string, picture?: string, page = ''): Record<string, unknown> {
  const { owner } = site;
  const summary = introText(owner, (years) => formatNumber(years, site.lang));
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: owner.name,
      // Only what the owner wrote (issue 41): no title, address, number or place is made up for them.
      ...(owner.jobTitle === undefined ? {} : { label: owner.jobTitle }),
      ...(owner.email === undefined ? {} : { email: owner.email }),
      ...(owner.phone === undefined ? {} : { phone: owner.phone }),
      ...(site.siteUrl === undefined ? {} : { url: absoluteUrl(site, base, page) }),
      ...(picture === undefined || site.siteUrl === undefined ? {} : { image: absoluteUrl(site, base, picture) }),
      ...(summary === undefined ? {} : { summary }),
      ...(owner.city === undefined ? {} : { location: { city: owner.city } }),
      profiles: site.socials.map((social) => ({ network: NETWORKS[social.kind] ?? social.label, username: usernameOf(social.url), url: social.url })),
    },
    work: (site.experience ?? []).map((job) => ({
      name: job.company,
      position: job.role,
      location: job.location,
      // JSON Resume's `description` is the organisation's line, as folio's is; `npm run import` reads both back.
      ...(job.url === undefined ? {} : { url: job.url }),
      ...(job.description === undefined ? {} : { description: job.description }),
      startDate: job.start,
      endDate: job.end,
      highlights: job.highlights ?? [],
      keywords: job.technologies ?? [],
    })),
    education: (site.education ?? []).map((study) => ({
      institution: study.school,
      studyType: study.degree,
      startDate: study.start === undefined ? undefined : String(study.start),
      endDate: study.end === undefined ? undefined : String(study.end),
    })),
    // JSON Resume has no expiry and no kind of publication: `endDate` and `type` carry them, read back by `npm run import`.
    certificates: (site.certifications ?? []).map((item) => ({ name: item.name, date: item.date, issuer: item.issuer, url: item.url, endDate: item.expires })),
    publications: (site.publications ?? []).map((item) => ({ name: item.name, publisher: item.publisher, releaseDate: item.date, url: item.url, summary: item.summary, type: item.kind })),
    awards: (site.awards ?? []).map((item) => ({ title: item.title, date: item.date, awarder: item.awarder, summary: item.summary })),
    skills: skillGroups(site.skills).map(([name, keywords]) => ({ name, keywords })),
    ...(site.spokenLanguages === undefined || site.spokenLanguages.length === 0
      ? {}
      : { languages: site.spokenLanguages.map((spoken) => ({ language: spoken.language, ...(spoken.fluency === undefined ? {} : { fluency: spoken.fluency }) })) }),
    // `type` is JSON Resume's word for what kind of project it is: the category, which `npm run import` reads back.
    // `keywords`: the stack, as JSON Resume means them; `type` carries the category.
    projects: (site.projects ?? []).map((project) => ({
      name: project.title,
      ...(project.description === undefined ? {} : { description: project.description }),
      // JSON Resume has one address: the project's own, else its code; the code also as `repository`, which the import reads back.
      ...((project.link ?? project.source) === undefined ? {} : { url: project.link ?? project.source }),
      ...(project.source === undefined ? {} : { repository: project.source }),
      ...(project.highlights === undefined ? {} : { highlights: project.highlights }),
      keywords: project.stack ?? [project.category],
      type: project.category,
      // Who it was for, what the owner was on it and when: a freelancer's career, in JSON Resume's own names.
      ...(project.entity === undefined ? {} : { entity: project.entity }),
      ...(project.roles === undefined || project.roles.length === 0 ? {} : { roles: project.roles }),
      ...(project.start === undefined ? {} : { startDate: project.start }),
      ...(project.end === undefined ? {} : { endDate: project.end }),
    })),
    meta: { ...(site.siteUrl === undefined ? {} : { canonical: absoluteUrl(site, base, `${page}resume.json`) }), version: 'v1.0.0' },
  };
}
