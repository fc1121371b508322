import * as z from 'zod';
import { DEFAULT_WORDS, placeholdersOf, type WordGroup, type Words } from './words';
import { OPTIONAL_SECTIONS } from './sections';
import { DESIGNS, unknownDesign } from './designs';
import { yearsAgree } from './years-of-experience';

export { OPTIONAL_SECTIONS, type OptionalSection } from './sections';

/**
 * The shape of `content/site.ts`. The build checks the owner's content against it so a typo
 * stops the build with a message that names the field, instead of shipping a broken page. Every
 * object is strict: a misspelt key (`defaultTheem`) is an error, not a setting silently ignored.
 */

// A check, not a trim: the build renders what the client hydrates, so values must not change here.
/**
 * The longest text one field takes: 15 times the longest a page shows (an intro, about 340), and
 * a bound on what the CV lays out at each size it tries (issue 40). npm run import takes no more.
 */
export const MAX_TEXT_LENGTH = 5000;
/** The most pages an owner may ask the generated CV to take (cv.pages); 2 unless asked. */
export const MAX_CV_PAGES = 10;
export const DEFAULT_CV_PAGES = 2;
const text = z
  .string()
  .max(MAX_TEXT_LENGTH, { error: `must be at most ${MAX_TEXT_LENGTH} characters: shorten it` })
  .refine((v) => v.trim().length > 0, { error: 'must not be empty' });
const httpsUrl = z.string().refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/u.test(v), {
  error: (issue) => `must be an absolute https:// URL (got ${JSON.stringify(issue.input)})`,
});

/**
 * The profiles folio draws a mark for. `website` is the owner's own site (a globe); `other` is any
 * other link, drawn with a generic link icon and named by its label.
 */
export const SOCIAL_KINDS = [
  'linkedin', 'github', 'gitlab', 'x', 'mastodon', 'bluesky', 'stackoverflow', 'youtube', 'devto', 'medium', 'website', 'other',
] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export const socialLinkSchema = z.strictObject({
  /** Which mark to draw: one of SOCIAL_KINDS. */
  kind: z.enum(SOCIAL_KINDS, { error: (issue) => `must be one of ${SOCIAL_KINDS.join(', ')} (got ${JSON.stringify(issue.input)})` }),
  /** Accessible name, e.g. "LinkedIn". */
  label: text,
  url: httpsUrl,
});

export const imageSchema = z.strictObject({
  /** Base file name in content/images without size or extension, e.g. "avatar". */
  name: text.regex(/^[a-z0-9-]+$/u, { error: 'must be a kebab-case file name' }),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A month as "2021-03": precise enough for a CV, and it sorts as text. */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/u, { error: (issue) => `must be a month like "2021-03" (got ${JSON.stringify(issue.input)})` });
const year = z.number().int().min(1900).max(2200);

export const skillSchema = z.strictObject({
  id: z.number().int(),
  name: text,
  /** How well you know it, 0 to 100, drawn as a bar. Leave it out to show the skill without one. */
  percentage: z
    .number()
    .refine((v) => v >= 0 && v <= 100, { error: (i) => `must be between 0 and 100 (got ${String(i.input)})` })
    .optional(),
  category: text,
  /**
   * How well you know it in your own word ("Master", "Intermediate"): shown as you wrote it, never
   * turned into a number or a bar.
   */
  level: text.optional(),
  /** A line on what you did with it. Leave it out to show the skill as a tag. */
  description: text.optional(),
});

export const projectSchema = z.strictObject({
  id: z.number().int(),
  /** Its picture; leave it out when it has none: the page then tells it in words, with no stand-in picture. */
  image: imageSchema.optional(),
  category: text,
  title: text,
  /** Where it can be seen, live; leave it out when it has no public address. */
  link: httpsUrl.optional(),
  /** Where its code is, e.g. its repository: a "Source code" link beside the live one. Leave it out when the code is not public. */
  source: httpsUrl.optional(),
  /** A sentence on what it is; leave it out when the title says enough. */
  description: text.optional(),
  /** What it is built with, e.g. ["TypeScript", "PostgreSQL"]: small tags on its card and case study. */
  stack: z.array(text).optional(),
  /** What came of it, one line each, most telling first: on its case study and the CV. */
  highlights: z.array(text).optional(),
  /**
   * The project's story, `content/work/<slug>.md` (issue 24): the card's link goes there, and the
   * project's own link is on that page.
   */
  /**
   * The project you most want seen: named on the first screen, under your intro. Mark one; with
   * none marked, the first project with a case study is, else the first with a link.
   */
  featured: z.literal(true).optional(),
  /** Who it was for or with, e.g. a client: a career held in projects shows who and when. */
  entity: text.optional(),
  /** What you were on it, e.g. ["Lead developer"]. */
  roles: z.array(text).optional(),
  /** When it started, as "2021-03". */
  start: month.optional(),
  /** When it ended; leave it out while it runs. */
  end: month.optional(),
  caseStudy: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, { error: (issue) => `must be a file name of content/work/ without .md: lower-case letters, digits and hyphens (got ${JSON.stringify(issue.input)})` }).optional(),
}).refine((project) => project.start === undefined || project.end === undefined || project.end >= project.start, {
  error: (issue) => {
    const project = issue.input as { start?: string; end?: string };
    return `ends (${project.end}) before it starts (${project.start})`;
  },
});


export const experienceSchema = z
  .strictObject({
    company: text,
    role: text,
    start: month,
    /** Leave it out while you still work there: the CV says "present". */
    end: month.optional(),
    location: text.optional(),
    /** The organisation's address, in a new tab from its name. */
    url: httpsUrl.optional(),
    /** A line on the role or the organisation, before the highlights. */
    description: text.optional(),
    /** What you did and what came of it, one line each, most telling first. */
    highlights: z.array(text).optional(),
    technologies: z.array(text).optional(),
  })
  .refine((job) => job.end === undefined || job.end >= job.start, {
    error: (issue) => {
      const job = issue.input as { start?: string; end?: string };
      return `ends (${job.end}) before it starts (${job.start})`;
    },
  });

export const educationSchema = z
  .strictObject({
    school: text,
    /** e.g. "BSc Computer Science"; a school with no degree (a bootcamp, a course) leaves it out. */
    degree: text.optional(),
    start: year.optional(),
    end: year.optional(),
  })
  .refine((study) => study.start === undefined || study.end === undefined || study.end >= study.start, {
    error: (issue) => {
      const study = issue.input as { start?: number; end?: number };
      return `ends (${study.end}) before it starts (${study.start})`;
    },
  });

/**
 * A certification (issue 23). The names are JSON Resume's (`certificates`: name, issuer, date, url),
 * so resume.json and `npm run import` map it field for field.
 */
export const certificationSchema = z
  .strictObject({
    /** e.g. "Certified Kubernetes Administrator". */
    name: text,
    /** Who grants it, e.g. "CNCF". */
    issuer: text,
    /** When it was granted. */
    date: month,
    /** Where a reader can check it: the credential's page. */
    url: httpsUrl.optional(),
    /** When it lapses, if it does. */
    expires: month.optional(),
  })
  .refine((certification) => certification.expires === undefined || certification.expires >= certification.date, {
    error: (issue) => {
      const certification = issue.input as { date?: string; expires?: string };
      return `expires (${certification.expires}) before it is granted (${certification.date})`;
    },
  });

/** What a publication is: the page labels each with its kind's word (words.publications). */
export const PUBLICATION_KINDS = ['article', 'paper', 'talk'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

/** An article, paper or talk (issue 23); the names are JSON Resume's but `date` (its releaseDate). */
export const publicationSchema = z.strictObject({
  /** Its title. */
  name: text,
  /** Where it appeared: the journal, the magazine, the conference. */
  publisher: text,
  /** When it was published or given. */
  date: month,
  kind: z.enum(PUBLICATION_KINDS, { error: (issue) => `must be one of ${PUBLICATION_KINDS.join(', ')} (got ${JSON.stringify(issue.input)})` }),
  url: httpsUrl.optional(),
  /** A sentence on what it is about. */
  summary: text.optional(),
});

/** An award (issue 23), in JSON Resume's names (`awards`: title, awarder, date, summary). */
export const awardSchema = z.strictObject({
  title: text,
  /** Who gave it. */
  awarder: text,
  date: month,
  /** What it was for. */
  summary: text.optional(),
});

/** What a first visit shows before the visitor chooses; see `defaultTheme`. */
export const DEFAULT_THEMES = ['light', 'dark', 'system'] as const;
export type DefaultTheme = (typeof DEFAULT_THEMES)[number];

/** Where the skills filter starts: on the first category (the spec's), or on every skill. */
export const SKILLS_FILTERS = ['first', 'all'] as const;
export type SkillsFilter = (typeof SKILLS_FILTERS)[number];


/**
 * The page's sections, by the anchor id each has; a nav item links to one of them. The spec's four
 * are always there; the OPTIONAL_SECTIONS when the nav links to them, and `writing`: your latest
 * posts (content/posts/), with a link to all of them.
 */
export const SECTION_IDS = ['home', 'skills', 'experience', 'certifications', 'publications', 'awards', 'writing', 'work', 'contact'] as const;

export const navItemSchema = z.strictObject({
  /** The link's text: yours to word, in your language. */
  name: text,
  /** Which section it goes to: the anchor id, without the hash. The ids are the page's, not words. */
  path: z.enum(SECTION_IDS, {
    error: (issue) => `must be one of the page's section ids ${SECTION_IDS.join(', ')} (got ${JSON.stringify(issue.input)}); the link's text is \`name\``,
  }),
});

function groupSchema<G extends WordGroup>(group: G) {
  const keys = Object.keys(DEFAULT_WORDS[group]) as (keyof Words[G])[];
  const shape = Object.fromEntries(
    keys.map((key) => {
      const known = placeholdersOf(String(DEFAULT_WORDS[group][key]));
      // A misspelt placeholder would show on the page as typed, braces and all.
      const checked = text.refine((value) => placeholdersOf(value).every((name) => known.includes(name)), {
        error: (issue) => {
          const unknown = placeholdersOf(String(issue.input)).filter((name) => !known.includes(name));
          const allowed = known.length > 0 ? `this text knows ${known.map((name) => `{${name}}`).join(', ')}` : 'this text has none';
          return `has the unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}: ${allowed}`;
        },
      });
      return [key, checked.optional()];
    }),
  ) as { [K in keyof Words[G]]: z.ZodOptional<typeof text> };
  // strict: a misspelt key would otherwise be ignored without a word, and the default shown.
  return z.strictObject(shape).optional();
}

/** The content's `words`: any text of any group, each optional. */
export const wordsSchema = z.strictObject(
  Object.fromEntries((Object.keys(DEFAULT_WORDS) as WordGroup[]).map((group) => [group, groupSchema(group)])) as {
    [G in WordGroup]: ReturnType<typeof groupSchema<G>>;
  },
);

/** Names the first repeated value, so the owner can find it. */
function unique<T>(items: T[], key: (item: T) => string | number, what: string) {
  return (ctx: z.core.$RefinementCtx<unknown>, at: string) => {
    const seen = new Set<string | number>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [at, index], message: `repeats ${what} ${JSON.stringify(value)}` });
      seen.add(value);
    });
  };
}

export const siteSchema = z.strictObject({
  /**
   * Where the site lives, e.g. "https://alex.dev": the canonical address, the share links, the
   * sitemap and the feeds need it. Leave it out and the build makes relative links and leaves
   * those out (it says so), rather than point them at a host that is not yours.
   */
  siteUrl: httpsUrl.optional(),
  /** The page's language, e.g. "en" or "pt-BR". */
  lang: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/u, { error: 'must be a language tag like "en" or "en-US"' }),
  /**
   * Your colour, as "#0f766e": buttons, links, the active filter, the badge. Both themes' shades are
   * derived from it, and the content check stops if any text on or in it would be hard to read.
   */
  accent: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/u, { error: (issue) => `must be a colour like "#0f766e" (got ${JSON.stringify(issue.input)})` })
    .optional(),
  /**
   * The theme of a first visit: `light` (the default), `dark`, or `system`, which follows the
   * visitor's `prefers-color-scheme`. A visitor's own choice, once made, always wins.
   */
  defaultTheme: z.enum(DEFAULT_THEMES, { error: (issue) => `must be one of ${DEFAULT_THEMES.join(', ')} (got ${JSON.stringify(issue.input)})` }).optional(),
  /**
   * The page's design: `default` (two columns, your picture beside your name), `editorial` (a
   * serif voice, text first), `sidebar` (your name and sections in a column that stays) or
   * `terminal` (monospace for what it prints, sections as commands). `npm run designs` shows your own content in each.
   */
  design: z.enum(DESIGNS, { error: (issue) => unknownDesign(issue.input) }).optional(),
  /**
   * The generated CV's paper: `a4` (the default, and most of the world's) or `letter` (the US's and
   * Canada's). Write it for where your readers are.
   */
  paper: z.enum(['a4', 'letter'], { error: (issue) => `must be "a4" or "letter" (got ${JSON.stringify(issue.input)})` }).optional(),
  /**
   * The generated CV: `pages`, how many pages it may take (2 unless set). A career too long for
   * them loses its oldest highlights first, and the build says which; one too long even then takes
   * more pages, and the build says so.
   */
  cv: z.strictObject({ pages: z.number().int().min(1, { error: 'must be 1 or more' }).max(MAX_CV_PAGES, { error: `must be at most ${MAX_CV_PAGES}` }).optional() }).optional(),
  /**
   * Where the skills filter starts: `first` (the default), on the first category; `all`, on every
   * skill, with an "All" button (words.skills.all) before the categories.
   */
  skillsFilter: z.enum(SKILLS_FILTERS, { error: (issue) => `must be one of ${SKILLS_FILTERS.join(', ')} (got ${JSON.stringify(issue.input)})` }).optional(),
  owner: z.strictObject({
    name: text,
    initials: text,
    /** What you do; leave it out and the page shows your name alone. */
    jobTitle: text.optional(),
    greeting: text,
    /** A line of what you work with; leave it out and the page has none. */
    techLine: text.optional(),
    /**
     * A paragraph about you; leave it out and the page has none. `{years}` in it reads as
     * yearsOfExperience, so the text and the badge say one number.
     */
    intro: text.optional(),
    /** The badge's number. Leave it out and the page has no badge (and no `{years}` in the intro). */
    yearsOfExperience: z.number().int().nonnegative().optional(),
    /** Your photo. Leave it out when you have none: the page shows your initials small, never a large stand-in. */
    avatar: imageSchema.optional(),
    /** Leave it out and the page has no Email card; the message form still reaches you. */
    email: z.email({ error: 'must be an email address' }).optional(),
    /**
     * As shown, e.g. "+1 (512) 555-0142"; the tel: link keeps only + and digits. Leave it out and
     * the page has no Phone card, the CV and resume.json no number.
     */
    phone: text.refine((v) => v.replace(/\D/gu, '').length >= 7, { error: 'must contain a phone number (7 or more digits)' }).optional(),
    /** Where you are, as shown on the Address card. Leave it out and there is no Address card. */
    city: text.optional(),
    /** Whether and how you are open to work, in your words; leave it out and no card says it. */
    availability: text.optional(),
    /** The banner's line of what you are looking for, in your words; leave it out and no banner shows. */
    goal: text.optional(),
  }),
  /** Your profiles; with none, the page shows no profile links. */
  socials: z.array(socialLinkSchema),
  /** The languages you speak, e.g. { language: "German", fluency: "Native" }: on the page and the CV. */
  spokenLanguages: z.array(z.strictObject({ language: text, fluency: text.optional() })).optional(),
  nav: z.array(navItemSchema).min(1),
  /** Your skills; with none, the Skills section says nothing of them. */
  skills: z.array(skillSchema),
  /** Your projects; without any, the page has no Portfolio section and no link to it. */
  projects: z.array(projectSchema).optional(),
  /** Jobs, most recent first: on the CV (and in resume.json). Optional. */
  experience: z.array(experienceSchema).optional(),
  /** Degrees and schools, most recent first: on the CV (and in resume.json). Optional. */
  education: z.array(educationSchema).optional(),
  /** Certifications, most recent first: a section when the nav links to `certifications`, on the CV. Optional. */
  certifications: z.array(certificationSchema).optional(),
  /** Articles, papers and talks, most recent first: a section when the nav links to `publications`, on the CV. Optional. */
  publications: z.array(publicationSchema).optional(),
  /** Awards, most recent first: a section when the nav links to `awards`, on the CV. Optional. */
  awards: z.array(awardSchema).optional(),
  footer: z.strictObject({
    /** The rights line's year. Leave it out and it is the year the site is built, so it never goes stale. */
    year: z.number().int().optional(),
    credit: text,
  }),
  /**
   * The page's own words, in your language: section titles, buttons, form texts, the rights line.
   * Any text left out reads as in contract/words.ts, which also lists every one and its placeholders.
   */
  words: wordsSchema.optional(),
  /**
   * Your public GitHub repositories as projects (issue 23): `repos` names them, or `top: N` takes
   * your N most-starred that are not forks. `npm run github` fetches them into github.json beside
   * this file, which the build reads (never the network). A project of yours with the same link or
   * name wins over the repository.
   */
  github: z
    .strictObject({
      user: z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/u, { error: (issue) => `must be a GitHub user name (got ${JSON.stringify(issue.input)})` }),
      repos: z.array(z.string().regex(/^[A-Za-z0-9._-]{1,100}$/u, { error: (issue) => `must be a repository's name, as in its address (got ${JSON.stringify(issue.input)})` })).min(1).optional(),
      top: z.number().int().min(1).max(100).optional(),
    })
    .refine((github) => (github.repos === undefined) !== (github.top === undefined), {
      error: 'needs either `repos` (the repositories\' names) or `top` (how many of your most-starred), not both',
    })
    .optional(),
}).superRefine((site, ctx) => {
  // Ids may repeat in skills (the sample data does), but React keys and links need these unique.
  unique(site.skills, (skill) => `${skill.category}/${skill.name}`, 'the skill')(ctx, 'skills');
  unique(site.projects ?? [], (project) => project.id, 'the project id')(ctx, 'projects');
  const featured = (site.projects ?? []).flatMap((project, index) => (project.featured ? [index] : []));
  for (const index of featured.slice(1)) {
    ctx.addIssue({ code: 'custom', path: ['projects', index, 'featured'], message: `marks a second project: only one is featured on the first screen, and projects[${featured[0]}] already is` });
  }
  yearsAgree(site.owner, ctx);
  unique(site.nav, (item) => item.path, 'the anchor')(ctx, 'nav');
  for (const [section, lists] of Object.entries(OPTIONAL_SECTIONS)) {
    const linked = site.nav.findIndex((item) => item.path === section);
    // A career held in projects (projects with who and when) is the Experience section's roles.
    const heldInProjects = section === 'experience' && (site.projects ?? []).some((project) => project.entity !== undefined && project.start !== undefined);
    if (linked !== -1 && !heldInProjects && lists.every((list) => !site[list]?.length)) {
      const named = lists.map((list) => `\`${list}\``).join(' or ');
      const title = section.charAt(0).toUpperCase() + section.slice(1);
      ctx.addIssue({ code: 'custom', path: ['nav', linked, 'path'], message: `links to the ${title} section, but there is no ${named} to show in it` });
    }
  }
});

export type SiteContent = z.infer<typeof siteSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type ImageRef = z.infer<typeof imageSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Project = z.infer<typeof projectSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type Award = z.infer<typeof awardSchema>;
