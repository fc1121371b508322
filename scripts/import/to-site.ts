/**
 * Imported career data as a whole site.ts: what the source gave, and the owner's own settings and
 * words kept from the site.ts being replaced (with --force). What the source lacks is left out, never
 * made up (issue 41: a phone, a siteUrl, a percentage, a project the owner never had); the few lines
 * composed from the source's own facts (a title, an intro, a tech line) are named in the notes.
 */
import { siteSchema, type ImageRef, type NavItem, type Project, type SiteContent, type Skill, type SocialLink } from '../../contract/content-schema';
import { countOf, type Imported } from './imported';
import { navOf } from './nav-of';
import { composedWords, composesIn, type ComposedWords } from './composed-words';
import { introOf, yearsStated } from './sentences';
import { isHttpsUrl, socialOfUrl } from './socials';

/** The career data: what an import replaces. Everything else in site.ts is the owner's and stays. */
export const CAREER_KEYS = ['owner', 'socials', 'spokenLanguages', 'skills', 'projects', 'experience', 'education', 'certifications', 'publications', 'awards'] as const;

export type SiteOptions = {
  existing?: Record<string, unknown>;
  /** The owner's photo (pictures.ts), if there is one: with none, site.ts names none, and no picture stands in for it. */
  avatar?: ImageRef | undefined;
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

/**
 * Roles that are not yet the profession: internships and student jobs, in the languages folio
 * composes in. With volunteering, they are on the page but not in the years of experience (a
 * badge of 15 years counted from a summer internship overstated a career of 8).
 */
const LEARNING_ROLES = /\b(?:intern(?:ship)?|trainee|apprentice|student|stagiaire|stage|alternant|praktikant(?:in)?|werkstudent(?:in)?|becari[oa]|pr[aá]ctica|estagi[aá]ri[oa]|tirocinante|stagista|stagiair|praktykant(?:ka)?|стажер|стажист|stajyer)\b|インターン|实习|인턴|מתמחה|סטודנט|متدرب|इंटर्न/iu;

/** The jobs the years of experience count from: not volunteering, internships or student jobs. */
export function countedJobs(imported: Imported): Imported['experience'] {
  const volunteering = new Set(imported.volunteering ?? []);
  return imported.experience.filter((job) => !volunteering.has(job) && !LEARNING_ROLES.test(job.role));
}

function yearsSince(jobs: Imported['experience'], now: Date): number {
  const starts = jobs.map((job) => job.start).sort();
  if (starts[0] === undefined) return 0;
  const [year, month] = starts[0].split('-').map(Number) as [number, number];
  return Math.max(0, Math.floor((now.getFullYear() * 12 + now.getMonth() - (year * 12 + month - 1)) / 12));
}

function owned<T>(existing: Record<string, unknown> | undefined, key: string): T | undefined {
  return existing?.[key] as T | undefined;
}

function skillsOf(imported: Imported, old: Skill[], words: ComposedWords, notes: string[]): Skill[] {
  const seen = new Set<string>();
  let kept = 0;
  const ungrouped = imported.skills.filter((skill) => skill.category === undefined).length;
  if (ungrouped > 0) notes.push(`skills: ${countOf(ungrouped, 'skill')} listed in no group filed under "${words.skills}"`);
  const skills = imported.skills.map((skill) => ({ ...skill, category: skill.category ?? words.skills })).flatMap((skill) => {
    const key = `${skill.category}/${skill.name}`.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    const sameName = old.filter((mine) => mine.name.toLowerCase() === skill.name.toLowerCase());
    // A skill may sit in two categories with a word for each; its own category's wins.
    const before = sameName.find((mine) => mine.category === skill.category) ?? sameName[0];
    if (before) kept += 1;
    // A percentage and a description are the owner's words: kept from their site.ts, never made
    // up; the source's level ("Master") is kept as its owner wrote it.
    const level = skill.level ?? before?.level;
    return [{ id: before?.id ?? 0, name: skill.name, ...(before?.percentage === undefined ? {} : { percentage: before.percentage }), category: skill.category, ...(level ? { level } : {}), ...(before?.description ? { description: before.description } : {}) }];
  });
  // A skill the owner had keeps its id; new ones count on from the highest.
  let next = Math.max(0, ...old.map((skill) => skill.id));
  for (const skill of skills) if (skill.id === 0) skill.id = ++next;
  if (kept > 0) notes.push(`skills: ${countOf(kept, 'skill')} you already had keep their percentage and description`);
  return skills;
}

function projectsOf(imported: Imported, old: Project[], words: ComposedWords, notes: string[]): Project[] {
  const untyped = imported.projects.filter((project) => !project.category).length;
  if (untyped > 0) notes.push(`projects: ${countOf(untyped, 'project')} with no type (JSON Resume's projects[].type) filed under "${words.projects}"`);
  let next = Math.max(0, ...old.map((project) => project.id));
  const taken = new Set<number>();
  const projects = imported.projects.map((project, index): Project => {
    const where = `projects[${index}] (${project.title})`;
    const secure = (url: string | undefined) => url?.replace(/^http:\/\//iu, 'https://');
    // As the résumé files them: its `url` is the project's link, a `repository` its code (folio's own resume.json writes both).
    const [given, code] = [project.link, project.source];
    const [link, source] = [secure(given), secure(code)];
    if (given && !isHttpsUrl(link)) notes.push(`${where}: its link ${JSON.stringify(given)} is not a web address folio can link to, so the card has no link`);
    if (code && !isHttpsUrl(source)) notes.push(`${where}: its code's address ${JSON.stringify(code)} is not a web address folio can link to, so the card has no code link`);
    const before = old.find((mine) => mine.title === project.title || [link, source].some((url) => url !== undefined && (mine.link === url || mine.source === url)));
    return {
      // Ids must be unique: one the owner had is kept unless two imported projects match it.
      id: before && !taken.has(before.id) ? (taken.add(before.id), before.id) : ++next,
      // The owner's own picture of it, if they had one; never a stand-in (the page tells it in words).
      ...(before?.image ? { image: before.image } : {}),
      category: project.category ?? words.projects,
      title: project.title,
      ...(isHttpsUrl(link) ? { link } : {}),
      ...(isHttpsUrl(source) ? { source } : {}),
      ...(project.description ? { description: project.description } : {}),
      ...(project.stack ? { stack: project.stack } : {}),
      ...(project.highlights ? { highlights: project.highlights } : {}),
      ...(project.entity ? { entity: project.entity } : {}),
      ...(project.roles && project.roles.length > 0 ? { roles: project.roles } : {}),
      ...(project.start ? { start: project.start } : {}),
      ...(project.end ? { end: project.end } : {}),
    };
  });
  const bare = projects.filter((project) => project.image === undefined).length;
  if (bare > 0) notes.push(`projects: ${countOf(bare, 'project has', 'projects have')} no picture, so the page tells ${bare === 1 ? 'it' : 'them'} in words: put a screenshot in images/ and name it as the project's image when you like`);
  return projects;
}

/**
 * The city line from a résumé's city and country: a country code is said as the country's name in
 * the page's language ("FR" alone read as a city; "Lyon, FR" reads "Lyon, France").
 */
export function placeOf(city: string | undefined, country: string | undefined, lang: string): string | undefined {
  let name = country;
  if (country && /^[A-Za-z]{2}$/u.test(country)) {
    try {
      const said = new Intl.DisplayNames([lang, 'en'], { type: 'region' }).of(country.toUpperCase());
      if (said && said !== country.toUpperCase()) name = said;
    } catch {
      // Not a region Intl knows: the résumé's own words stand.
    }
  }
  const parts = [city, name].filter((part): part is string => part !== undefined && part !== '');
  return parts.length === 0 ? undefined : parts.join(', ');
}

/** The socials with a profile the résumé gave as its site, unless they list it already. */
function withProfile(socials: SocialLink[], profile: SocialLink | undefined): SocialLink[] {
  if (!profile || socials.some((social) => social.url.replace(/\/+$/u, '') === profile.url.replace(/\/+$/u, ''))) return socials;
  return [...socials, profile];
}

/** Words an intro reads well in, beside the name on the first screen. */
const INTRO_WORDS = 80;

/**
 * The page's language: the owner's own setting when site.ts has one, else the one the résumé is
 * written in when its texts make it clear, else folio's default, English.
 */
export function pageLanguage(imported: Imported, existing: Record<string, unknown> | undefined): string {
  return owned<string>(existing, 'lang') ?? imported.language?.lang ?? 'en';
}

/** The language found, said in the notes, with what folio could not write in it. */
function noteLanguage(imported: Imported, existing: Record<string, unknown> | undefined, notes: string[]): void {
  const found = imported.language;
  if (owned<string>(existing, 'lang')) return;
  if (!found) {
    notes.push(`lang: "en", folio's default, as the résumé has too few sentences to tell its language: set lang in site.ts if the page is in another`);
    return;
  }
  notes.push(`lang: "${found.lang}", as ${found.why}: set another language tag in site.ts if the page is to be in another language`);
  if (!composesIn(found.lang)) notes.push(`folio has no words of its own in "${found.lang}": the greeting, the nav's links and the footer are in English, so write your own`);
}

/** The job whose title says what the owner does now: a current one first, else the latest begun. */
function latestJob(imported: Imported): Imported['experience'][number] | undefined {
  const byStart = [...imported.experience].sort((a, b) => b.start.localeCompare(a.start));
  return byStart.find((job) => job.end === undefined) ?? byStart[0];
}

/** The badge's number: the one the intro states, else the owner's, else counted from the jobs; never two. */
function yearsOf(intro: string | undefined, imported: Imported, old: number | undefined, now: Date, notes: string[]): number | undefined {
  const stated = yearsStated(intro);
  const jobs = countedJobs(imported);
  const counted = jobs.length > 0 ? yearsSince(jobs, now) : undefined;
  if (stated.conflicting) {
    notes.push('owner.yearsOfExperience: left out, as the intro states more than one number of years and the badge would contradict one');
    return undefined;
  }
  if (stated.years !== undefined) {
    if (counted !== undefined && counted !== stated.years) notes.push(`owner.yearsOfExperience: ${stated.years}, as the intro says (the jobs imported count ${counted})`);
    return stated.years;
  }
  if (old !== undefined) {
    if (counted !== undefined && counted !== old) notes.push(`owner.yearsOfExperience: yours (${old}) is kept; the jobs imported count ${counted}`);
    return old;
  }
  const left = imported.experience.length - jobs.length;
  if (counted !== undefined) notes.push(`owner.yearsOfExperience: ${counted}, counted from the first job's start${left > 0 ? ` (not counting ${countOf(left, 'internship, student job or volunteer role', 'internships, student jobs and volunteer roles')})` : ''}`);
  return counted;
}

export function toSite(imported: Imported, { existing, avatar, now = new Date() }: SiteOptions): { site: SiteContent; notes: string[] } {
  const notes: string[] = [];
  const absent: string[] = [];
  // The owner's own value from the site.ts being replaced, else the source's, else nothing (and a note).
  const oldOwner = owned<Partial<SiteContent['owner']>>(existing, 'owner') ?? {};
  const pick = <T>(value: T | undefined, what: string): T | undefined => {
    if (value === undefined) absent.push(what);
    return value;
  };
  // A value the schema would refuse is as good as missing: the result must pass the check.
  const usable = (key: 'email' | 'phone'): string | undefined => {
    const value = imported.owner[key];
    if (value === undefined || siteSchema.shape.owner.shape[key].safeParse(value).success) return value;
    notes.push(`owner.${key}: ${JSON.stringify(value)} is not ${key === 'email' ? 'an e-mail address' : 'a phone number (7 or more digits)'}, so it is left out`);
    return undefined;
  };
  const owner = imported.owner;
  // A profile on a network (a GitHub page given as the résumé's website) is no site of the owner's:
  // as siteUrl it made the canonical link, the share picture and the sitemap GitHub's.
  const profile = owner.url === undefined ? undefined : socialOfUrl(owner.url);
  const isProfile = typeof profile === 'object' && profile.kind !== 'website';
  if (isProfile) notes.push(`siteUrl: ${owner.url} is your ${profile.label} profile, not a site of your own, so it is a link among your profiles and siteUrl is left out`);
  const ownUrl = isProfile ? undefined : owner.url?.replace(/\/+$/u, '');
  // folio's site is served over https wherever it is deployed, so an http:// address moves up.
  const secureUrl = ownUrl?.replace(/^http:\/\//iu, 'https://');
  if (!existing && secureUrl !== ownUrl && isHttpsUrl(secureUrl)) notes.push(`siteUrl: ${ownUrl} becomes ${secureUrl}, as folio's site is served over https`);
  const siteUrl = pick(owned<string>(existing, 'siteUrl') ?? (isHttpsUrl(secureUrl) ? secureUrl : undefined), 'siteUrl');
  const lang = pageLanguage(imported, existing);
  noteLanguage(imported, existing, notes);
  const words = composedWords(lang);
  const skills = skillsOf(imported, owned<Skill[]>(existing, 'skills') ?? [], words, notes);
  const latest = latestJob(imported);
  if (!owner.jobTitle && latest) notes.push(`owner.jobTitle: the résumé has no label, so your latest job's title ("${latest.role}", at ${latest.company}) stands for it`);
  const jobTitle = pick(owner.jobTitle ?? latest?.role, 'owner.jobTitle');
  const techLine = oldOwner.techLine ?? (skills.length > 0 ? skills.slice(0, 4).map((skill) => skill.name).join(', ') : undefined);
  if (!oldOwner.techLine && techLine) notes.push(`owner.techLine: your first ${countOf(Math.min(4, skills.length), 'skill')} (${techLine}): reorder or reword it`);
  const city = pick(owner.city || owner.country ? placeOf(owner.city, owner.country, lang) : oldOwner.city, 'owner.city');
  const composed = owner.intro ?? oldOwner.intro ? undefined : introOf(jobTitle, city, lang);
  if (composed) notes.push(`owner.intro: the résumé has no summary, so the intro says only "${composed}": write your own`);
  const intro = pick(owner.intro ?? oldOwner.intro ?? composed, 'owner.intro');
  // The intro stands beside the name on the first screen: a whole summary there is a wall of text.
  const introWords = (owner.intro ?? '').split(/\s+/u).filter(Boolean).length;
  if (!oldOwner.intro && introWords > INTRO_WORDS) notes.push(`owner.intro: the summary is ${introWords} words, shown whole beside your name: two or three sentences (under ${INTRO_WORDS} words) read better there`);

  const site: SiteContent = {
    // The owner's settings first, in site.ts's own order; the career data below replaces theirs.
    ...(existing as Partial<SiteContent> | undefined),
    siteUrl,
    lang,
    owner: {
      name: owner.name,
      initials: initialsOf(owner.name),
      jobTitle,
      greeting: oldOwner.greeting ?? words.greeting,
      techLine,
      intro,
      yearsOfExperience: yearsOf(intro, imported, oldOwner.yearsOfExperience, now, notes),
      ...(avatar === undefined ? {} : { avatar }),
      email: pick(usable('email') ?? oldOwner.email, 'owner.email'),
      phone: pick(usable('phone') ?? oldOwner.phone, 'owner.phone'),
      city,
      // What the owner is looking for is theirs to say: a résumé does not say it.
      availability: pick(oldOwner.availability, 'owner.availability'),
      goal: pick(oldOwner.goal, 'owner.goal'),
    },
    socials: withProfile(
      // A link the owner already had keeps their label ("X (Twitter)") and kind.
      imported.socials.length > 0
        ? imported.socials.map((social) => owned<SocialLink[]>(existing, 'socials')?.find((mine) => mine.url === social.url) ?? social)
        : isHttpsUrl(secureUrl) ? [{ kind: 'website', label: words.website, url: secureUrl }] : [],
      isProfile ? profile : undefined,
    ),
    // Placed here so a new site.ts lists them in the schema's order; filled (or removed) below.
    spokenLanguages: undefined,
    nav: navOf(owned<NavItem[]>(existing, 'nav'), imported, words.nav, notes),
    skills,
    projects: projectsOf(imported, owned<Project[]>(existing, 'projects') ?? [], words, notes),
    // Placed here so a new site.ts lists them in the sample's order; filled (or removed) below.
    experience: undefined,
    education: undefined,
    certifications: undefined,
    publications: undefined,
    awards: undefined,
    footer: owned<SiteContent['footer']>(existing, 'footer') ?? { credit: words.credit(owner.name) },
  };
  if (imported.experience.length > 0) site.experience = newestFirst(imported.experience, (job) => job.start, 'experience', notes);
  else delete site.experience;
  if (imported.education.length > 0) site.education = imported.education;
  else delete site.education;
  if (imported.spokenLanguages && imported.spokenLanguages.length > 0) site.spokenLanguages = imported.spokenLanguages;
  else delete site.spokenLanguages;
  for (const key of ['certifications', 'publications', 'awards'] as const) {
    if (imported[key].length > 0) Object.assign(site, { [key]: newestFirst<{ date: string }>(imported[key], (item) => item.date, key, notes) });
    else delete site[key];
  }
  if (absent.length > 0) notes.push(`not in the source, so left out (the page and the CV show nothing in their place; add them to site.ts if you like): ${absent.join(', ')}`);
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
