/**
 * Imported career data as a whole site.ts: what the source gave, the owner's own settings and words
 * kept from the site.ts being replaced (with --force), and every required field the source lacks
 * filled with a value derived from it, each such fill named in the notes so the owner can reword it.
 */
import { siteSchema, type ImageRef, type NavItem, type OptionalSection, type Project, type SiteContent, type Skill, type SocialLink } from '../../contract/content-schema';
import { countOf, type Imported } from './imported';
import { yearsDisagreement } from '../../contract/years-of-experience';
import { isHttpsUrl } from './socials';

/** The career data: what an import replaces. Everything else in site.ts is the owner's and stays. */
export const CAREER_KEYS = ['owner', 'socials', 'skills', 'projects', 'experience', 'education', 'certifications', 'publications', 'awards'] as const;

/** JSON Resume's level words, as the percentage a skill bar shows; anything else reads as 70. */
const LEVELS: [RegExp, number][] = [
  [/master|expert|native/iu, 90],
  [/advanced|senior|fluent/iu, 80],
  [/intermediate/iu, 60],
  [/beginner|basic|novice|junior/iu, 40],
];
const DEFAULT_PERCENTAGE = 70;

export type SiteOptions = {
  existing?: Record<string, unknown>;
  avatar: ImageRef;
  /** The picture of a project the existing site does not already illustrate. */
  projectImage: ImageRef;
  now?: Date;
};

export function initialsOf(name: string): string {
  // Titles ("Dr.") and particles in lower case ("van", "de") are not part of a monogram.
  const all = name.split(/\s+/u).filter((word) => word !== '' && !word.endsWith('.'));
  const capitalised = all.filter((word) => !/^\p{Ll}/u.test(word));
  // A name written all in lower case has no particles to tell apart.
  const words = capitalised.length > 0 ? capitalised : all.length > 0 ? all : [name.trim()];
  const letters = words.length === 1 ? words : [words[0], words.at(-1)];
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('');
}

function yearsSince(imported: Imported, now: Date): number {
  const starts = imported.experience.map((job) => job.start).sort();
  if (starts[0] === undefined) return 0;
  const [year, month] = starts[0].split('-').map(Number) as [number, number];
  return Math.max(0, Math.floor((now.getFullYear() * 12 + now.getMonth() - (year * 12 + month - 1)) / 12));
}

function owned<T>(existing: Record<string, unknown> | undefined, key: string): T | undefined {
  return existing?.[key] as T | undefined;
}

function skillsOf(imported: Imported, old: Skill[], notes: string[]): Skill[] {
  const seen = new Set<string>();
  const levels = new Set<string>();
  let kept = 0;
  const skills = imported.skills.flatMap((skill) => {
    const key = `${skill.category}/${skill.name}`.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    const sameName = old.filter((mine) => mine.name.toLowerCase() === skill.name.toLowerCase());
    // A skill may sit in two categories with a word for each; its own category's wins.
    const before = sameName.find((mine) => mine.category === skill.category) ?? sameName[0];
    if (before) kept += 1;
    // A skill the owner had keeps its percentage, or its lack of one (a card with no bar).
    const percentage = before ? before.percentage : (LEVELS.find(([pattern]) => pattern.test(skill.level ?? ''))?.[1] ?? DEFAULT_PERCENTAGE);
    if (!before) levels.add(skill.level ? `"${skill.level}" → ${percentage}` : `none → ${DEFAULT_PERCENTAGE}`);
    const description = before?.description ?? `${skill.name}${skill.level ? ` (${skill.level})` : ''}, in ${skill.category}.`;
    return [{ id: before?.id ?? 0, name: skill.name, ...(percentage === undefined ? {} : { percentage }), category: skill.category, description }];
  });
  // A skill the owner had keeps its id; new ones count on from the highest.
  let next = Math.max(0, ...old.map((skill) => skill.id));
  for (const skill of skills) if (skill.id === 0) skill.id = ++next;
  if (kept > 0) notes.push(`skills: ${countOf(kept, 'skill')} you already had keep their percentage and description`);
  if (skills.length > kept) notes.push(`skills: percentages set from each skill's level (${[...levels].join(', ')}) and descriptions written as placeholders: reword them`);
  return skills;
}

function projectsOf(imported: Imported, old: Project[], siteUrl: string, image: ImageRef, notes: string[]): Project[] {
  const untyped = imported.projects.filter((project) => !project.category).length;
  if (untyped > 0) notes.push(`projects: ${countOf(untyped, 'project')} with no type (JSON Resume's projects[].type) filed under "Projects"`);
  let next = Math.max(0, ...old.map((project) => project.id));
  const taken = new Set<number>();
  return imported.projects.map((project, index) => {
    const before = old.find((mine) => mine.title === project.title || (project.link !== undefined && mine.link === project.link));
    const where = `projects[${index}] (${project.title})`;
    let link = project.link?.replace(/^http:\/\//iu, 'https://');
    if (!isHttpsUrl(link)) {
      notes.push(`${where} has no https link: it links to ${siteUrl} for now`);
      link = siteUrl;
    }
    if (!project.description) notes.push(`${where} has no description: its title stands in for one`);
    return {
      // Ids must be unique: one the owner had is kept unless two imported projects match it.
      id: before && !taken.has(before.id) ? (taken.add(before.id), before.id) : ++next,
      image: before?.image ?? { ...image, alt: `Placeholder picture for ${project.title}` },
      category: project.category ?? 'Projects',
      title: project.title,
      link,
      description: project.description ?? project.title,
    };
  });
}

/** The optional sections an import can fill, with the nav link a new site.ts gives each (in this order). */
const OPTIONAL_LINKS: { path: OptionalSection; name: string; has: (imported: Imported) => boolean }[] = [
  { path: 'experience', name: 'Experience', has: (imported) => imported.experience.length + imported.education.length > 0 },
  { path: 'certifications', name: 'Certifications', has: (imported) => imported.certifications.length > 0 },
  { path: 'publications', name: 'Publications', has: (imported) => imported.publications.length > 0 },
  { path: 'awards', name: 'Awards', has: (imported) => imported.awards.length > 0 },
];

/**
 * A new site.ts links every optional section the import fills. An existing nav is the owner's: it
 * loses the link to a section the import leaves empty (the check would refuse it), and gains one,
 * before Contact, for a section it did not link to that the import fills; each change is noted.
 */
function navOf(existing: NavItem[] | undefined, imported: Imported, notes: string[]): NavItem[] {
  const filled = OPTIONAL_LINKS.filter((link) => link.has(imported));
  if (!existing) {
    const [experience, ...others] = filled;
    const career = experience?.path === 'experience' ? [experience] : [];
    const after = experience?.path === 'experience' ? others : filled;
    return [
      { name: 'Home', path: 'home' },
      ...career.map(({ name, path }) => ({ name, path })),
      { name: 'Skills', path: 'skills' },
      { name: 'Works', path: 'work' },
      ...after.map(({ name, path }) => ({ name, path })),
      { name: 'Contact', path: 'contact' },
    ];
  }
  let nav = existing;
  for (const link of OPTIONAL_LINKS) {
    const linked = nav.some((item) => item.path === link.path);
    if (linked && !link.has(imported)) {
      notes.push(`nav: the link to ${link.name} is dropped, as the import has ${link.path === 'experience' ? 'no experience or education' : `no ${link.path}`}`);
      nav = nav.filter((item) => item.path !== link.path);
    } else if (!linked && link.has(imported)) {
      const at = nav.findIndex((item) => item.path === 'contact');
      const added = { name: link.name, path: link.path };
      nav = at === -1 ? [...nav, added] : [...nav.slice(0, at), added, ...nav.slice(at)];
      notes.push(`nav: a link "${link.name}" is added before Contact, so the imported ${link.path} show: reword or move it`);
    }
  }
  return nav;
}

export function toSite(imported: Imported, { existing, avatar, projectImage, now = new Date() }: SiteOptions): { site: SiteContent; notes: string[] } {
  const notes: string[] = [];
  const filled: string[] = [];
  const fill = <T>(value: T | undefined, fallback: T, what: string): T => {
    if (value !== undefined) return value;
    filled.push(what);
    return fallback;
  };
  // A value the schema would refuse is as good as missing: the result must pass the check.
  const usable = (key: 'email' | 'phone'): string | undefined => {
    const value = imported.owner[key];
    if (value === undefined || siteSchema.shape.owner.shape[key].safeParse(value).success) return value;
    notes.push(`owner.${key}: ${JSON.stringify(value)} is not ${key === 'email' ? 'an e-mail address' : 'a phone number (7 or more digits)'}, so a placeholder stands in`);
    return undefined;
  };
  const owner = { ...imported.owner, email: usable('email'), phone: usable('phone') };
  const oldOwner = owned<Partial<SiteContent['owner']>>(existing, 'owner') ?? {};
  const ownUrl = owner.url?.replace(/\/+$/u, '');
  // folio's site is served over https wherever it is deployed, so an http:// address moves up.
  const secureUrl = ownUrl?.replace(/^http:\/\//iu, 'https://');
  if (!existing && secureUrl !== ownUrl && isHttpsUrl(secureUrl)) notes.push(`siteUrl: ${ownUrl} becomes ${secureUrl}, as folio's site is served over https`);
  const siteUrl = owned<string>(existing, 'siteUrl') ?? (isHttpsUrl(secureUrl) ? secureUrl : fill<string>(undefined, 'https://example.com', 'siteUrl'));
  const skills = skillsOf(imported, owned<Skill[]>(existing, 'skills') ?? [], notes);
  const firstJob = imported.experience[0];

  const site: SiteContent = {
    // The owner's settings first, in site.ts's own order; the career data below replaces theirs.
    ...(existing as Partial<SiteContent> | undefined),
    siteUrl,
    lang: owned<string>(existing, 'lang') ?? 'en',
    owner: {
      name: owner.name,
      initials: initialsOf(owner.name),
      jobTitle: fill(owner.jobTitle ?? firstJob?.role, 'Software Engineer', 'owner.jobTitle'),
      greeting: oldOwner.greeting ?? "Hi, I'm",
      techLine: oldOwner.techLine ?? (skills.slice(0, 4).map((skill) => skill.name).join(', ') || fill<string>(undefined, owner.jobTitle ?? 'Software', 'owner.techLine')),
      intro: fill(owner.intro, `${owner.jobTitle ?? 'Software engineer'} based in ${owner.city ?? 'the world'}.`, 'owner.intro'),
      yearsOfExperience: badgeYears(oldOwner.yearsOfExperience ?? (imported.experience.length > 0 ? yearsSince(imported, now) : undefined), owner.intro, notes),
      avatar,
      email: fill(owner.email, 'you@example.com', 'owner.email'),
      phone: fill(owner.phone, '+1 555 555 0100', 'owner.phone'),
      city: fill(owner.city, 'Remote', 'owner.city'),
      availability: oldOwner.availability ?? fill<string>(undefined, 'Open to new opportunities', 'owner.availability'),
      goal: oldOwner.goal ?? fill<string>(undefined, `Looking for a ${owner.jobTitle ?? 'new'} role`, 'owner.goal'),
    },
    socials:
      // A link the owner already had keeps their label ("X (Twitter)") and kind.
      imported.socials.length > 0 ? imported.socials.map((social) => owned<SocialLink[]>(existing, 'socials')?.find((mine) => mine.url === social.url) ?? social) : [{ kind: 'website', label: 'Website', url: fill<string>(undefined, siteUrl, 'socials (your site, as folio needs one link)') }],
    nav: navOf(owned<NavItem[]>(existing, 'nav'), imported, notes),
    skills: skills.length > 0 ? skills : [{ id: 1, name: fill<string>(undefined, owner.jobTitle ?? 'Software', 'skills (one placeholder, as folio needs one)'), percentage: DEFAULT_PERCENTAGE, category: 'Skills', description: 'What I do.' }],
    projects: [],
    // Placed here so a new site.ts lists them in the sample's order; filled (or removed) below.
    experience: undefined,
    education: undefined,
    certifications: undefined,
    publications: undefined,
    awards: undefined,
    footer: owned<SiteContent['footer']>(existing, 'footer') ?? { year: now.getFullYear(), credit: `Built by ${owner.name} with folio` },
  };
  const projects = projectsOf(imported, owned<Project[]>(existing, 'projects') ?? [], siteUrl, projectImage, notes);
  site.projects = projects.length > 0 ? projects : [{ id: 1, image: projectImage, category: 'Projects', title: fill<string>(undefined, 'My site', 'projects (one placeholder, as folio needs one)'), link: siteUrl, description: 'This site, built with folio.' }];
  if (imported.experience.length > 0) site.experience = newestFirst(imported.experience, (job) => job.start, 'experience', notes);
  else delete site.experience;
  if (imported.education.length > 0) site.education = imported.education;
  else delete site.education;
  for (const key of ['certifications', 'publications', 'awards'] as const) {
    if (imported[key].length > 0) Object.assign(site, { [key]: newestFirst<{ date: string }>(imported[key], (item) => item.date, key, notes) });
    else delete site[key];
  }
  const counted = yearsSince(imported, now);
  // The badge is the owner's claim once they have made it; the jobs only suggest a number.
  if (oldOwner.yearsOfExperience === undefined && imported.experience.length > 0) notes.push(`owner.yearsOfExperience: ${counted}, counted from the first job's start`);
  if (oldOwner.yearsOfExperience !== undefined && imported.experience.length > 0 && counted !== oldOwner.yearsOfExperience) {
    notes.push(`owner.yearsOfExperience: yours (${oldOwner.yearsOfExperience}) is kept; the jobs imported count ${counted}`);
  }
  if (filled.length > 0) notes.push(`not in the source, so filled with placeholders to replace: ${filled.join(', ')}`);
  return { site, notes };
}

/**
 * A list as the page and the CV show a career, the most recent first (by its month, "2023-04"),
 * keeping the source's order among equals; says so when the source had another order.
 */
function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string, key: string, notes: string[]): T[] {
  const sorted = [...items].sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0));
  if (sorted.some((item, index) => item !== items[index])) notes.push(`${key}: listed the most recent first, as the page and the CV show a career (the source had another order)`);
  return sorted;
}

/**
 * The badge's number, unless the intro already says another number of years (issue 41: a badge of
 * 7 under an intro that said six): then no badge, and a note. No jobs, nothing to count: no badge.
 */
function badgeYears(years: number | undefined, intro: string | undefined, notes: string[]): number | undefined {
  if (years === undefined || intro === undefined || yearsDisagreement({ intro, yearsOfExperience: years }) === undefined) return years;
  notes.push(`owner.yearsOfExperience: left out, as the intro gives its own number of years; write {years} in the intro and set it to have the badge`);
  return undefined;
}
