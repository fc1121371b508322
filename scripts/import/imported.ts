import type { WrittenLanguage } from './written-language';
import type { Award, Certification, Education, Experience, Publication, SocialLink } from '../../contract/content-schema';

/**
 * What an import found, in folio's terms but before the gaps are filled: each source (a JSON
 * Resume, a LinkedIn export) maps into this, and one place (to-site.ts) turns it into site.ts, so
 * both fill the gaps the same way and say so the same way.
 */
export type Imported = {
  owner: {
    name: string;
    jobTitle?: string;
    intro?: string;
    email?: string;
    phone?: string;
    city?: string;
    /** JSON Resume's countryCode ("FR"), or what the résumé wrote there ("Israel"). */
    country?: string;
    /** The owner's own site, which folio calls siteUrl. */
    url?: string;
    /** An http(s) address of a photo, to download. */
    photo?: string;
  };
  socials: SocialLink[];
  /**
   * One per skill; `level` is the source's word for it (JSON Resume's "Master"), if any; no
   * `category` for one the source lists in no group (to-site.ts files those in one, named in the
   * page's language).
   */
  skills: { name: string; category?: string; level?: string }[];
  /**
   * `stack` is what it is built with (JSON Resume's keywords); `highlights`, what came of it;
   * `entity`, who it was for or with; `roles`, what the owner was on it; `start` and `end`, months.
   */
  projects: {
    title: string; category?: string; link?: string; source?: string; description?: string; stack?: string[]; highlights?: string[];
    entity?: string; roles?: string[]; start?: string; end?: string;
  }[];
  experience: Experience[];
  education: Education[];
  certifications: Certification[];
  publications: Publication[];
  awards: Award[];
  /** The languages the owner speaks, each with its fluency in the source's words ("Native"), if any. */
  spokenLanguages?: { language: string; fluency?: string }[];
  /** Entries of `experience` that were volunteering, which the years of experience do not count. */
  volunteering?: Experience[];
  /** The language its texts are written in, when they make it clear (written-language.ts). */
  language?: WrittenLanguage;
  /** What could not be mapped, or was mapped with a guess: one line each, shown to the owner. */
  notes: string[];
};

/** "2021-03" from "2021-03-15", "2021-03" or "2021" (the last with a note, as January is a guess). */
export function monthOf(date: string | undefined): { month?: string; guessed: boolean } {
  const match = /^(\d{4})(?:-(\d{2}))?/u.exec(date?.trim() ?? '');
  if (!match) return { guessed: false };
  return { month: `${match[1]}-${match[2] ?? '01'}`, guessed: match[2] === undefined };
}

/** How many entries, in words: "2 entries". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
