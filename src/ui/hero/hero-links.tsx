import type { SiteContent } from '../../../contract/content-schema';
import { fill, type Words } from '../../../contract/words';
import type { FeaturedProject } from '../../lib/featured-project';
import { formatNumber } from '../../lib/format-number';
import { cvFileName } from '../../lib/cv-file-name';
import { Icon } from '../icon';
import { useText } from '../fallback-text';
import { useAnchorNavigation } from '../use-anchor-navigation';

/** The hero's links and figure, the same in every design but for their classes (`iconClassName` sizes the icon). */

type CvLinkProps = { owner: SiteContent['owner']; cvUrl: string; words: Words['home']; className: string; iconClassName: string };

/** The CV, downloaded under the owner's name (cvFileName), counted by the insights as `cv`. */
export function CvLink({ owner, cvUrl, words, className, iconClassName }: CvLinkProps) {
  const t = useText();
  return (
    <a href={cvUrl} download={cvFileName(owner.name, words.cvFile)} data-insight="cv" className={className}>
      <Icon name="download" className={iconClassName} />
      {t(words.downloadCv)}
    </a>
  );
}

/** To the Skills section, scrolled as the nav scrolls; the arrow points the way the page reads. */
export function SkillsLink({ words, className, iconClassName }: { words: Words['home']; className: string; iconClassName: string }) {
  const t = useText();
  const navigate = useAnchorNavigation();
  return (
    <a href="#skills" onClick={(event) => navigate(event, 'skills')} className={className}>
      {t(words.mySkills)}
      <Icon name="arrow-right" className={`${iconClassName} rtl:-scale-x-100`} />
    </a>
  );
}

/** To the contact section, scrolled as the nav scrolls: the first screen's way to reach the owner. */
export function ContactLink({ words, className, iconClassName }: { words: Words['home']; className: string; iconClassName: string }) {
  const t = useText();
  const navigate = useAnchorNavigation();
  return (
    <a href="#contact" onClick={(event) => navigate(event, 'contact')} className={className}>
      <Icon name="mail" className={iconClassName} />
      {t(words.contactMe)}
    </a>
  );
}

/**
 * Where the owner works now, as a shell prints a user at a host: "Role @ Company", or the company
 * alone where the role repeats the title (`role` undefined: current-role.ts, roleBesidesTitle).
 */
export function RoleAt({ role, company, className }: { role: string | undefined; company: string; className: string }) {
  const t = useText();
  return (
    <p className={className}>
      {role !== undefined && (
        <>
          {t(role)} <span className="text-muted" aria-hidden="true">@</span>
          <span className="sr-only">,</span>{' '}
        </>
      )}
      {t(company)}
    </p>
  );
}

/** A design's classes for the featured project's link: the link, its label, its title, its icon. */
export type FeaturedClasses = { link: string; label: string; title: string; icon: string };

type FeaturedLinkProps = { featured: FeaturedProject; words: Words['home']; newTab: string; classes: FeaturedClasses };

/**
 * The featured project, named on the first screen (featured-project.ts): its label, then its
 * title, one link to its case study, or to the project itself in a new tab. Counted as a project
 * link by the insights, as the card's links are. A design draws it in a StaticPart, as
 * `drawsStaticParts && <FeaturedLink … />`: a link with nothing to click, its code and its
 * design's classes stay out of the page's script (static-part.tsx).
 */
export function FeaturedLink({ featured, words, newTab, classes }: FeaturedLinkProps) {
  const t = useText();
  // The name said in one piece: the label and the title are boxes of their own, which engines join
  // with a space or without one (the visible words stay its start, as WCAG's label in name asks).
  const name = `${words.featured}: ${featured.title}${featured.external ? ` ${newTab}` : ''}`;
  return (
    <a href={featured.href} aria-label={name} data-insight="project-link" className={classes.link} {...(featured.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <span className={classes.label}>{t(words.featured)}</span>
      <span className={classes.title}>{t(featured.title)}</span>
      <Icon name={featured.external ? 'external' : 'arrow-right'} className={`${classes.icon} rtl:-scale-x-100`} />
    </a>
  );
}

/** A design's classes for the years of experience: the line, the figure, the words after it. */
export type YearsClasses = { line: string; figure: string; label: string };

type YearsFigureProps = { years: number | undefined; words: Words['home']; lang: string; classes: YearsClasses };

/**
 * The owner's years as a figure and the words after it ("Years of Experience"). No number from
 * the owner, no badge: folio never counts one up for them. The words keep the owner's line
 * breaks (a design's label classes set `white-space: pre-line`).
 */
export function YearsFigure({ years, words, lang, classes }: YearsFigureProps) {
  const t = useText();
  if (years === undefined) return null;
  return (
    <p className={classes.line}>
      <span className={classes.figure}>{formatNumber(years, lang)}</span>
      <span className={classes.label}>{t(words.yearsBadge, fill(words.yearsBadge, { years }, lang))}</span>
    </p>
  );
}
