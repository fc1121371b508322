import { replacePlurals } from './plural-text';

/**
 * Every text the page and the CV show that is not the owner's data: section titles, buttons, form
 * labels, results, aria labels. The values here are the product spec's (English; the spec itself
 * lives outside the repository, and this file is its record) and apply to any text the
 * content's `words` leaves out, so an owner rewords only what they want to, and a text added in a
 * later version of folio never breaks their build.
 *
 * `{name}`-style placeholders are filled in where the text is shown; each text lists its own. A text
 * with a count picks its words by the language's plural category (CLDR's, through Intl.PluralRules)
 * in ICU's syntax: `{count, plural, one {# star} other {# stars}}`, `#` being the number.
 *
 * This is folio's English; contract/words/<lang>.ts holds the same texts in the other languages
 * folio ships (FOLIO_LANGUAGES), typed as `Words` so a missing key is a type error.
 */
export const DEFAULT_WORDS = {
  page: {
    skipLink: 'Skip to main content',
    /** Read after the name in the header's home link: "Alex Rivera, back to top". */
    backToTop: 'back to top',
    navLabel: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    toDarkTheme: 'Switch to dark theme',
    toLightTheme: 'Switch to light theme',
    /** Read after a link that opens in a new tab. */
    newTab: '(opens in a new tab)',
    /** Read before the code of the page's language, on the language switcher ("Language: EN"). */
    language: 'Language',
    /** A filter's button that shows the categories that do not fit its row; {count}: how many. */
    moreFilters: 'More ({count})',
  },
  home: {
    downloadCv: 'Download CV',
    mySkills: 'My Skills',
    /** Over the project the first screen shows (a project's `featured`, else the first with a case study or a link). */
    featured: 'Featured project',
    /** The word after the owner's name in the CV's file name, as "Download CV" saves it: Alex-Rivera-Resume.pdf. */
    cvFile: 'Resume',
    /**
     * Beside the number of years ({years}, chosen by plural category, not shown in the text); a
     * line break in the text breaks the line on the badge.
     */
    yearsBadge: '{years, plural, one {Year of\nExperience} other {Years of\nExperience}}',
    /** The button under a long summary that shows the rest of it, and hides it again. */
    readMore: 'Read more',
    readLess: 'Show less',
    /** The first screen's way to the contact section. */
    contactMe: 'Contact me',
  },
  skills: {
    title: 'Professional Skills',
    subtitle: 'My Talents',
    filterLabel: 'Skill categories',
    /** The filter that shows every skill, first, when the content's skillsFilter is 'all'. */
    all: 'All',
    /** {category}: the filter's text. */
    listLabel: '{category} skills',
  },
  work: {
    title: 'Portfolio',
    subtitle: 'My Works',
    /** The filter that shows every project. */
    all: 'all',
    filterLabel: 'Project categories',
    /** {category}: the filter's text. */
    listLabel: 'Projects: {category}',
    seeProject: 'See Project',
    /** A project's link to its code (its `source`), beside the link to the project itself. */
    code: 'Source code',
    /** A project's link when it has a case study (issue 24), which links to the project in turn. */
    caseStudy: 'Read the case study',
    /** Read out beside a GitHub repository's star count (the card shows ★ and the number); {count}: the number. */
    stars: '{count, plural, one {# star on GitHub} other {# stars on GitHub}}',
    /** Under a long list of projects, to show the rest of them; {count}: how many there are in all. */
    showAll: 'Show all projects ({count})',
    /** The end of a project that still runs. */
    present: 'Present',
  },
  experience: {
    title: 'Experience',
    subtitle: 'My Journey',
    educationTitle: 'Education',
    /** Over the languages the owner speaks. */
    languagesTitle: 'Languages',
    /** Opens the rest of a role's highlights, past the first few; {count}: how many more. */
    moreHighlights: '{count} more',
    /** The end of a job you are still in. */
    present: 'Present',
  },
  certifications: {
    title: 'Certifications',
    subtitle: 'Credentials',
    /** When a certification lapses; {date}: the month, as the page's language writes it. */
    expires: 'Expires {date}',
  },
  publications: {
    title: 'Publications',
    subtitle: 'Writing & Talks',
    /** Each publication's label, by its kind. */
    article: 'Article',
    paper: 'Paper',
    talk: 'Talk',
  },
  awards: {
    title: 'Awards',
    subtitle: 'Recognition',
  },
  /** The posts (issue 24): the home page's section, the list of posts, a post's and a case study's page. */
  writing: {
    title: 'Latest Writing',
    subtitle: 'My Notes',
    /** The link from the home page's section to every post. */
    allPosts: 'All posts',
    /** The list of every post: its heading and its page's title. */
    postsTitle: 'Writing',
    /** Under the list's heading. */
    postsIntro: 'Notes on building software, and what I learned doing it.',
    /** {minutes}: a whole number. */
    readingTime: '{minutes} min read',
    /** Beside the date a post was last changed: {date}. */
    updated: 'Updated {date}',
    /** The table of contents' heading. */
    contents: 'On this page',
    tags: 'Tags',
    previous: 'Previous post',
    next: 'Next post',
    /** The links at a post's end, back to the home page and to its contact form. */
    backToPortfolio: 'Back to the portfolio',
    contact: 'Get in touch',
    /** A code block's copy button, and what it says once copied. */
    copy: 'Copy code',
    copied: 'Copied',
    /** Names a table's box, which scrolls sideways when the table is wider than the text (a keyboard stop). */
    table: 'Table',
    /** A case study's link to the project itself. */
    viewProject: 'View the project',
    /** A case study's link to the project's code (its `source`). */
    viewCode: 'View the code',
    /** Read out on a heading's anchor link: {heading}. */
    linkToHeading: 'Link to this section: {heading}',
    /** The heading of a post's footnotes (read by screen readers), and their links back. */
    footnotes: 'Footnotes',
    backToReference: 'Back to reference',
    /** The feed's title: {name}. */
    feedTitle: '{name}: writing',
  },
  contact: {
    title: 'Contact Me',
    subtitle: 'Get in Touch',
    address: 'Address',
    openToWork: 'Open To Work',
    email: 'Email',
    phone: 'Phone',
  },
  form: {
    title: 'Send me a message',
    requiredNote: 'Fields marked * are required.',
    noScript: 'This form needs JavaScript. You can also write to me directly by e-mail.',
    emailLabel: 'Email',
    emailPlaceholder: 'you@company.com',
    messageLabel: 'Message',
    messagePlaceholder: 'Tell me about the role or the project…',
    send: 'Send Message',
    sending: 'Sending…',
    success: 'Form submitted successfully!',
    failure: 'Failed to submit form',
    error: 'An error occurred while submitting the form',
    /**
     * Beside a failure to send (no service behind the page, or it is down), so the visitor has
     * another way: {email}, the owner's address, shown as a mailto: link.
     */
    writeInstead: 'You can also write to {email}.',
    /** {id}: the script chunk that did not load. */
    chunkFailed: 'Loading chunk {id} failed.',
    tryAgain: 'Try again',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@example.com.',
    /** An address with a character that shows nothing (a zero-width space, a direction mark), usually pasted along with it. */
    emailInvisible: 'Your email address contains an invisible character, such as a zero-width space. Please type it in again.',
    /** {max}: the longest address allowed. */
    emailTooLong: 'Your email address must be at most {max} characters.',
    messageRequired: 'Please write a message.',
    /** {max}: the longest message allowed. */
    messageTooLong: 'Your message must be at most {max} characters.',
    messageTooLarge: 'Your message is too long to send. Please shorten it.',
  },
  footer: {
    /** {year} {name} */
    rights: '© {year} {name}. All rights reserved.',
  },
  /** What search engines and link previews show of the page (the page itself never does). */
  meta: {
    /** The page's description: {name} {jobTitle} {city} {goal} and {skills}, the first six skills. */
    description: '{name}, {jobTitle} in {city}. {goal}. Skills: {skills}.',
    /** The description of an owner who gives no city (owner.city): {name} {jobTitle} {goal} {skills}. */
    descriptionWithoutCity: '{name}, {jobTitle}. {goal}. Skills: {skills}.',
  },
  cv: {
    summary: 'Summary',
    availability: 'Availability',
    experience: 'Experience',
    skills: 'Skills',
    projects: 'Projects',
    education: 'Education',
    certifications: 'Certifications',
    publications: 'Publications',
    awards: 'Awards',
    /** Over the languages the owner speaks (spokenLanguages). */
    languages: 'Languages',
    present: 'present',
    /** When not every project fits: {site}, the page's address. */
    moreProjects: 'More projects on {site}',
  },
} as const;

export type WordGroup = keyof typeof DEFAULT_WORDS;
export type Words = { [G in WordGroup]: { [K in keyof (typeof DEFAULT_WORDS)[G]]: string } };
export type FormWords = Words['form'];


/** A `{name}` placeholder, or the start of a plural one, `{count, plural, ...}`. */
const PLACEHOLDER = /\{(\w+)(?:\}|\s*,\s*plural\s*,)/gu;

/** The names of a text's placeholders, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/**
 * Puts values into a text's `{placeholders}`; one it does not know stays as typed. A number is
 * written as `lang` writes it (no grouping: a year is never "2,024"), and picks the branch of a
 * plural placeholder by `lang`'s plural rules (the `other` branch when its category has none).
 */
export function fill(template: string, values: Record<string, string | number>, lang = 'en'): string {
  const shown = (value: string | number) => (typeof value === 'number' ? new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 1 }).format(value) : value);
  return replacePlurals(template, (name, branches) => {
    const value = values[name];
    if (value === undefined) return undefined;
    const count = typeof value === 'number' ? value : Number(value);
    // An exact value (`=0 {no stars}`) before the category, as ICU reads them.
    const branch = branches[`=${count}`] ?? branches[new Intl.PluralRules(lang).select(count)] ?? branches.other ?? '';
    return branch.replaceAll('#', shown(value));
  }).replace(/\{(\w+)\}/gu, (whole, key: string) => (values[key] === undefined ? whole : shown(values[key])));
}
