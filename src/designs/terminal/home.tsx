import type { Home as DefaultHome } from '../default/home';
import { introText } from '../../../contract/years-of-experience';
import { formatNumber } from '../../lib/format-number';
import { ResponsiveImage } from '../../ui/responsive-image';
import { roleBesidesTitle } from '../../lib/current-role';
import { SUMMARY_ID, summaryFolds } from '../../lib/summary-fold';
import { SummaryFold } from '../../ui/hero/summary-fold';
import { ContactLink, CvLink, FeaturedLink, RoleAt, SkillsLink, YearsFigure, type FeaturedClasses, type YearsClasses } from '../../ui/hero/hero-links';
import { useText } from '../../ui/fallback-text';
import { drawsStaticParts, StaticPart } from '../../ui/static-part';

/** The years of experience in this design (hero-links.tsx). */
const YEARS: YearsClasses = {
  line: 'flex items-baseline gap-3 border border-border bg-surface px-3 py-2 md:mt-3',
  figure: 'text-2xl font-bold text-accent',
  label: 'whitespace-pre-line text-xs leading-tight text-text',
};

/** The years as a session's output, where there is no photo to sit beside. */
const YEARS_PLAIN: YearsClasses = {
  line: 'mt-1 flex items-baseline gap-2',
  figure: 'text-2xl font-bold text-accent',
  label: 'whitespace-pre-line text-xs leading-tight text-text',
};

/** The featured project's link in this design (hero-links.tsx). */
const FEATURED: FeaturedClasses = {
  link: 'group mt-5 flex w-fit max-w-full flex-wrap items-center gap-x-3 gap-y-1 border border-dashed border-border px-3 py-2 text-sm transition-colors hover:border-accent',
  label: 'text-muted',
  title: 'font-semibold text-accent group-hover:underline group-hover:underline-offset-4',
  icon: 'size-4 text-accent',
};

/**
 * The hero as a session in a terminal window: the owner's name answers a `whoami`, the role and
 * the stack follow as its output, the picture and the years sit beside it as a small framed
 * block. The window's title bar and the prompts are decoration (aria-hidden, or the sheet's).
 */
export const Home: typeof DefaultHome = ({ owner, current, featured, cvUrl, words, newTab, lang, toSkills }) => {
  const t = useText();
  // Only the pre-render draws the text: the page's script has nothing to do with it.
  const intro = drawsStaticParts ? introText(owner, (years) => formatNumber(years, lang)) : undefined;
  const folds = summaryFolds(owner.intro);
  const avatar = owner.avatar;
  // The current role beside the title only where it says something the title does not.
  const role = drawsStaticParts && current !== undefined ? roleBesidesTitle(current, owner.jobTitle) : undefined;

  // Everything but the two actions is drawn by the pre-render alone (static-part.tsx).
  return (
    <>
      <section id="home" tabIndex={-1} aria-labelledby="home-title" className="outline-none">
        <div className="mx-auto grid max-w-[70rem] items-start gap-8 px-5 pb-14 pt-6 sm:px-8 md:grid-cols-[1fr_15rem] md:gap-10 md:pb-20 md:pt-14">
          {/* The photo first in the page, as on the default design: a slow page adds the text below
              it. Without one, the years and the place as a session prints them (uptime, pwd), after
              the window; never a stand-in letter. */}
          {avatar !== undefined && (
            <StaticPart id="home-picture" className="flex items-center gap-4 md:order-2 md:block">
              {drawsStaticParts && (
                <>
                  <div className="w-24 shrink-0 overflow-hidden border border-border bg-accent-soft md:w-32">
                    <ResponsiveImage image={avatar} sizes="128px" className="terminal-avatar block aspect-square h-auto w-full object-cover" hero />
                  </div>
                  <YearsFigure years={owner.yearsOfExperience} words={words} lang={lang} classes={YEARS} />
                </>
              )}
            </StaticPart>
          )}

          <div className="terminal-window border border-border bg-surface md:order-1">
            <div className="flex items-center gap-2 border-b border-border px-4 py-2.5" aria-hidden="true">
              <span className="size-2.5 rounded-full bg-danger/70" />
              <span className="size-2.5 rounded-full bg-accent/70" />
              <span className="size-2.5 rounded-full bg-success/70" />
            </div>
            <div className="px-5 py-5 sm:px-7 sm:py-8">
              <StaticPart id="home-intro">
                {drawsStaticParts && (
                  <>
                    <p className="terminal-command text-sm text-muted">whoami</p>
                    <p className="mt-4 text-base text-muted">{t(owner.greeting)}</p>
                    <h1 id="home-title" className="terminal-cursor mt-1 text-3xl font-bold tracking-tight text-text sm:text-5xl">
                      {t(owner.name)}
                    </h1>
                    {owner.jobTitle !== undefined && <p className="mt-3 text-lg font-medium text-accent sm:text-xl">{t(owner.jobTitle)}</p>}
                    {/* Where they work now, as a shell prints a user at a host. */}
                    {current !== undefined && (
                      <RoleAt role={role} company={current.company} className="mt-2 text-sm text-text sm:text-base" />
                    )}
                    {owner.techLine !== undefined && (
                      <p className="mt-4 flex items-center gap-2 text-sm text-muted">
                        <span className="size-2 shrink-0 rounded-full bg-success" aria-hidden="true" />
                        {t(owner.techLine)}
                      </p>
                    )}
                    {intro !== undefined && (
                      <p id={SUMMARY_ID} {...(folds ? { 'data-folds': '' } : {})} className="terminal-prose mt-5 max-w-[62ch] text-base leading-relaxed text-muted">
                        {t(intro)}
                      </p>
                    )}
                  </>
                )}
              </StaticPart>
              {folds && <SummaryFold words={words} className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent hover:underline hover:underline-offset-4" />}
              <div className={`${folds ? 'mt-4' : 'mt-7'} flex flex-wrap items-center gap-3`}>
                {/* A link that downloads, nothing to run: drawn by the pre-render, laid out as the row's own item. */}
                <StaticPart id="home-cv" className="contents">
                  {drawsStaticParts && <CvLink owner={owner} cvUrl={cvUrl} words={words} className="inline-flex min-h-11 items-center gap-2 border border-accent bg-accent px-5 text-sm font-semibold text-accent-contrast transition-colors hover:bg-accent-hover" iconClassName="size-4" />}
                </StaticPart>
                {toSkills && (
                  <SkillsLink words={words} className="inline-flex min-h-11 items-center gap-2 border border-border px-5 text-sm font-semibold text-text transition-colors hover:border-accent hover:text-accent" iconClassName="size-4" />
                )}
                <ContactLink words={words} className="inline-flex min-h-11 items-center gap-2 px-3 text-sm font-semibold text-muted transition-colors hover:text-accent" iconClassName="size-4" />
              </div>
              <StaticPart id="home-links">
                {drawsStaticParts && (
                  <>
                    {/* The featured project as a listed file: its label as the comment, its title as the name. */}
                    {featured !== undefined && <FeaturedLink featured={featured} words={words} newTab={newTab} classes={FEATURED} />}
                  </>
                )}
              </StaticPart>
            </div>
          </div>

          {/* No photo: after the window on a phone, so the actions stay on the first screen. */}
          {avatar === undefined && (
            <StaticPart id="home-status" className="md:order-2">
              {drawsStaticParts && (
                <div className="w-full space-y-3 border border-border bg-surface px-4 py-3 text-sm empty:hidden">
                  {owner.yearsOfExperience !== undefined && (
                    <div>
                      <p className="terminal-command text-xs text-muted">uptime</p>
                      <YearsFigure years={owner.yearsOfExperience} words={words} lang={lang} classes={YEARS_PLAIN} />
                    </div>
                  )}
                  {owner.city !== undefined && (
                    <div>
                      <p className="terminal-command text-xs text-muted">pwd</p>
                      <p className="mt-1 text-text">{t(owner.city)}</p>
                    </div>
                  )}
                </div>
              )}
            </StaticPart>
          )}
        </div>
      </section>

      {/* The goal as a note the session prints: an invitation in the accent's rule, not a slab. */}
      {owner.goal !== undefined && (
        <StaticPart id="goal" className="mx-auto max-w-[70rem] px-5 sm:px-8">
          {drawsStaticParts && <p className="terminal-note border-s-4 border-accent bg-surface-2 px-5 py-4 text-sm text-text sm:text-base">{t(owner.goal)}</p>}
        </StaticPart>
      )}
    </>
  );
};
