import type { SiteContent } from '../contract/content-schema';

/** Every content text the generated CV writes, with the field it comes from. */
export function resumeTexts(site: SiteContent): [field: string, text: string][] {
  const { owner } = site;
  return [
    ['owner.name', owner.name],
    ['owner.jobTitle', owner.jobTitle],
    ['owner.email', owner.email],
    ['owner.phone', owner.phone],
    ['owner.city', owner.city],
    ['owner.intro', owner.intro],
    ['owner.availability', owner.availability],
    ['owner.goal', owner.goal],
    ['siteUrl', site.siteUrl],
    ...site.socials.map((social, i): [string, string] => [`socials[${i}].url`, social.url]),
    ...site.skills.flatMap((skill, i): [string, string][] => [
      [`skills[${i}].name`, skill.name],
      [`skills[${i}].category`, skill.category],
    ]),
    ...site.projects.flatMap((project, i): [string, string][] => [
      [`projects[${i}].title`, project.title],
      [`projects[${i}].category`, project.category.toUpperCase()],
      [`projects[${i}].description`, project.description],
      [`projects[${i}].link`, project.link],
    ]),
  ];
}

/**
 * Fields with characters the font cannot draw: a PDF would show them as blanks, and a CV that
 * silently loses the owner's name is worse than a build that says so.
 */
export function unwritableFields(site: SiteContent, hasGlyph: (codePoint: number) => boolean): string[] {
  return resumeTexts(site).flatMap(([field, text]) => {
    const missing = [...new Set([...text].filter((char) => !/\s/u.test(char) && !hasGlyph(char.codePointAt(0) ?? 0)))];
    return missing.length > 0 ? [`${field} has characters the generated CV's font cannot write: ${missing.join(' ')}`] : [];
  });
}
