import type { CreativeWork, CreativeWorkLeaf, EducationalOccupationalCredentialLeaf, EducationalOrganizationLeaf, EmployeeRoleLeaf, OrganizationLeaf, OrganizationRoleLeaf, PersonLeaf, PostalAddressLeaf, ProfilePageLeaf, WithContext } from 'schema-dts';
import type { Publication, SiteContent } from '../../contract/content-schema';
import { introText } from '../../contract/years-of-experience';
import { formatNumber } from '../../src/lib/format-number';
import { absoluteUrl } from './head-tags';

/**
 * The page as structured data (issue 45): a schema.org ProfilePage whose main entity is the owner,
 * with everything the page says of them: the job they hold and the ones they held, with their
 * dates (Role, schema.org's way to date a relation), schools, skills, credentials, awards,
 * profiles, and their projects and publications as works of theirs. Only what the owner wrote:
 * nothing is filled in (issue 41). The types are schema-dts's, made from schema.org's vocabulary,
 * so a property schema.org does not have, or a value of the wrong kind, does not compile.
 */
export function profilePageJsonLd(site: SiteContent, base: string, path: string): WithContext<ProfilePageLeaf> {
  const { owner } = site;
  const url = site.siteUrl === undefined ? undefined : absoluteUrl(site, base, path);
  const id = `${url ?? absoluteUrl(site, base, path)}#owner`;
  const intro = introText(owner, (years) => formatNumber(years, site.lang));
  const organization = (name: string, address?: string): OrganizationLeaf => ({ '@type': 'Organization', name, ...(address === undefined ? {} : { url: address }) });
  const jobs = site.experience ?? [];

  const person: PersonLeaf = {
    '@type': 'Person',
    '@id': id,
    name: owner.name,
    sameAs: site.socials.map((social) => social.url),
    knowsAbout: site.skills.map((skill) => skill.name),
  };
  if (owner.jobTitle !== undefined) person.jobTitle = owner.jobTitle;
  if (intro !== undefined) person.description = intro;
  if (owner.email !== undefined) person.email = `mailto:${owner.email}`;
  if (owner.phone !== undefined) person.telephone = owner.phone;
  if (url !== undefined) {
    person.url = url;
    person.image = absoluteUrl(site, base, `${path}og-image.png`);
  }
  if (owner.city !== undefined) person.address = { '@type': 'PostalAddress', addressLocality: owner.city } satisfies PostalAddressLeaf;
  // The languages as the owner names them ("German"), which schema.org takes as text.
  if ((site.spokenLanguages ?? []).length > 0) person.knowsLanguage = (site.spokenLanguages ?? []).map((spoken) => spoken.language);

  // The jobs the owner holds; then, with the schools, the places they were part of, each dated.
  // A job's description is the role's; its address, the organisation's.
  const described = (job: (typeof jobs)[number]) => (job.description === undefined ? {} : { description: job.description });
  const current: EmployeeRoleLeaf<OrganizationLeaf, 'worksFor'>[] = jobs
    .filter((job) => job.end === undefined)
    .map((job) => ({ '@type': 'EmployeeRole', roleName: job.role, startDate: job.start, ...described(job), worksFor: organization(job.company, job.url) }));
  const past: OrganizationRoleLeaf<OrganizationLeaf | EducationalOrganizationLeaf, 'alumniOf'>[] = [
    ...jobs.flatMap((job) => (job.end === undefined ? [] : [{ '@type': 'OrganizationRole' as const, roleName: job.role, startDate: job.start, endDate: job.end, ...described(job), alumniOf: organization(job.company, job.url) }])),
    ...(site.education ?? []).map((study) => {
      const role: OrganizationRoleLeaf<EducationalOrganizationLeaf, 'alumniOf'> = { '@type': 'OrganizationRole', alumniOf: { '@type': 'EducationalOrganization', name: study.school } };
      if (study.degree !== undefined) role.roleName = study.degree;
      if (study.start !== undefined) role.startDate = String(study.start);
      if (study.end !== undefined) role.endDate = String(study.end);
      return role;
    }),
  ];
  const credentials = (site.certifications ?? []).map((item) => {
    const credential: EducationalOccupationalCredentialLeaf = { '@type': 'EducationalOccupationalCredential', name: item.name, recognizedBy: organization(item.issuer), dateCreated: item.date };
    if (item.expires !== undefined) credential.expires = item.expires;
    if (item.url !== undefined) credential.url = item.url;
    return credential;
  });
  // No empty list says "none" where the page says nothing.
  if (current.length > 0) person.worksFor = current;
  if (past.length > 0) person.alumniOf = past;
  if (credentials.length > 0) person.hasCredential = credentials;
  if ((site.awards ?? []).length > 0) person.award = (site.awards ?? []).map((item) => `${item.title} (${item.awarder}, ${item.date})`);

  const author = { '@id': id };
  const works: CreativeWorkLeaf[] = (site.projects ?? []).map((project) => {
    const work: CreativeWorkLeaf = { '@type': 'CreativeWork', name: project.title, genre: project.category, author };
    if (project.description !== undefined) work.abstract = project.description;
    if (project.link !== undefined) work.url = project.link;
    if (project.source !== undefined) work.isBasedOn = project.source;
    if (project.stack !== undefined) work.keywords = project.stack.join(', ');
    // Who it was for: the organisation on whose behalf the owner worked (schema.org's sourceOrganization); when it began.
    if (project.entity !== undefined) work.sourceOrganization = organization(project.entity);
    if (project.start !== undefined) work.dateCreated = project.start;
    return work;
  });
  const page: WithContext<ProfilePageLeaf> = { '@context': 'https://schema.org', '@type': 'ProfilePage', inLanguage: site.lang, mainEntity: person };
  if (url !== undefined) page.url = url;
  const parts = [...works, ...(site.publications ?? []).map((item) => publication(item, author))];
  if (parts.length > 0) page.hasPart = parts;
  return page;
}

/** A talk, a paper or an article, as schema.org names each. */
function publication(item: Publication, author: { '@id': string }): CreativeWork {
  const common = {
    name: item.name,
    publisher: { '@type': 'Organization' as const, name: item.publisher },
    datePublished: item.date,
    ...(item.url === undefined ? {} : { url: item.url }),
    ...(item.summary === undefined ? {} : { abstract: item.summary }),
    author,
  };
  if (item.kind === 'paper') return { '@type': 'ScholarlyArticle', ...common };
  if (item.kind === 'article') return { '@type': 'Article', ...common };
  return { '@type': 'PresentationDigitalDocument', ...common };
}
