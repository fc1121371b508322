import type { Home as DefaultHome } from '../default/home';
import { introText } from '../../../contract/years-of-experience';
import { formatNumber } from '../../lib/format-number';
import { ResponsiveImage } from '../../ui/responsive-image';
import { roleBesidesTitle } from '../../lib/current-role';
import { SUMMARY_ID, summaryFolds } from '../../lib/summary-fold';
import { SummaryFold } from '../../ui/hero/summary-fold';
import { ContactLink, CvLink, FeaturedLink, SkillsLink, YearsFigure, type FeaturedClasses, type YearsClasses } from '../../ui/hero/hero-links';
import { useText } from '../../ui/fallback-text';
import { drawsStaticParts, StaticPart } from '../../ui/static-part';

/** The years of experience in this design (hero-links.tsx). */
const YEARS: YearsClasses = {
  line: 'flex items-baseline gap-3 md:flex-col md:gap-1',
  figure: 'editorial-display text-6xl font-medium leading-none text-accent',
  label: 'whitespace-pre-line text-base font-semibold leading-snug tracking-[0.08em] text-muted [font-variant-caps:all-small-caps]',
};

/** The featured project's link in this design (hero-links.tsx). */
const FEATURED: FeaturedClasses = {
  link: 'group mt-6 flex w-fit max-w-full flex-wrap items-baseline gap-x-3 gap-y-1',
  label: 'text-xs font-semibold uppercase tracking-[0.18em] text-accent',
  title: 'editorial-display text-xl text-text underline decoration-accent/60 decoration-1 underline-offset-4 group-hover:decoration-2',
  icon: 'size-4 self-center text-muted group-hover:text-accent',
};

/**
 * The hero as a page's opening: the name set as a headline, the role under it, the introduction
 * as a standfirst at a reading measure; the picture small beside the greeting, the years a
 * figure in the margin. The goal closes it as a pull quote, an invitation rather than a banner.
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
        <div className="mx-auto max-w-[70rem] px-5 pb-10 pt-10 sm:px-8 md:pb-8 md:pt-14">
          <StaticPart id="home-intro">
            {drawsStaticParts && (
              <>
                <div className="flex items-center gap-4">
                  {/* A picture only where the owner has one: text first, never a stand-in letter. */}
                  {avatar !== undefined && (
                    <div className="size-14 shrink-0 overflow-hidden rounded-full bg-accent-soft ring-1 ring-border sm:size-16">
                      <ResponsiveImage image={avatar} sizes="64px" className="block h-full w-full object-cover" hero />
                    </div>
                  )}
                  <p className="text-lg text-muted sm:text-xl">{t(owner.greeting)}</p>
                </div>
                <h1 id="home-title" className="editorial-display mt-4 text-5xl font-medium leading-[1.02] tracking-tight text-text sm:text-7xl lg:text-8xl">
                  {t(owner.name)}
                </h1>
              </>
            )}
          </StaticPart>
          <div className="mt-8 grid gap-8 border-t border-border pt-8 md:grid-cols-[1fr_14rem] md:gap-16">
            <div>
              <StaticPart id="home-role">
                {drawsStaticParts && (
                  <>
                    {owner.jobTitle !== undefined && <p className="editorial-display text-2xl text-accent sm:text-3xl">{t(owner.jobTitle)}</p>}
                    {/* Where they work now, as a byline reads: the role, then the house in italics. */}
                    {current !== undefined && (
                      <p className="mt-2 text-lg text-muted">
                        {role !== undefined && <>{t(role)}, </>}
                        <em className="editorial-display text-text">{t(current.company)}</em>
                      </p>
                    )}
                    {intro !== undefined && (
                      <p id={SUMMARY_ID} {...(folds ? { 'data-folds': '' } : {})} className="mt-4 max-w-[60ch] text-lg leading-relaxed text-text sm:text-xl">
                        {t(intro)}
                      </p>
                    )}
                  </>
                )}
              </StaticPart>
              {folds && <SummaryFold words={words} className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-accent hover:underline hover:underline-offset-4" />}
              <div className={`${folds ? 'mt-4' : 'mt-8'} flex flex-wrap items-center gap-x-6 gap-y-3`}>
                {/* A link that downloads, nothing to run: drawn by the pre-render, laid out as the row's own item. */}
                <StaticPart id="home-cv" className="contents">
                  {drawsStaticParts && <CvLink owner={owner} cvUrl={cvUrl} words={words} className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-6 font-semibold text-accent-contrast transition-colors hover:bg-accent-hover" iconClassName="size-[18px]" />}
                </StaticPart>
                {toSkills && (
                  <SkillsLink words={words} className="inline-flex min-h-12 items-center gap-2 font-semibold text-text underline decoration-accent decoration-2 underline-offset-[6px] hover:text-accent" iconClassName="size-[18px]" />
                )}
                <ContactLink words={words} className="inline-flex min-h-12 items-center gap-2 font-semibold text-text underline decoration-border decoration-2 underline-offset-[6px] hover:text-accent hover:decoration-accent" iconClassName="size-[18px]" />
              </div>
              {/* The featured project as a contents line: a small overline, the title in the display face. */}
              <StaticPart id="home-featured">
                {drawsStaticParts && featured !== undefined && <FeaturedLink featured={featured} words={words} newTab={newTab} classes={FEATURED} />}
              </StaticPart>
            </div>
            {/* The margin: the years as a figure, the stack, the profiles. */}
            <StaticPart id="home-margin" className="flex flex-col gap-6 border-border md:border-s md:ps-8">
              {drawsStaticParts && (
                <>
                  <YearsFigure years={owner.yearsOfExperience} words={words} lang={lang} classes={YEARS} />
                  {owner.techLine !== undefined && <p className="text-base leading-snug text-muted">{t(owner.techLine)}</p>}
                </>
              )}
            </StaticPart>
          </div>
        </div>
      </section>

      {owner.goal !== undefined && (
        <StaticPart id="goal" className="mx-auto max-w-[70rem] px-5 pb-6 sm:px-8">
          {drawsStaticParts && <p className="editorial-display editorial-quote border-s-2 border-accent ps-6 text-2xl leading-snug text-text sm:text-3xl">{t(owner.goal)}</p>}
        </StaticPart>
      )}
    </>
  );
};
