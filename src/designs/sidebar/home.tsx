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
  line: 'flex items-center gap-3',
  figure: 'text-5xl font-bold tracking-tight text-accent',
  label: 'sb-label whitespace-pre-line text-muted',
};

/** The featured project's link in this design (hero-links.tsx). */
const FEATURED: FeaturedClasses = {
  link: 'group mt-6 flex w-fit max-w-full flex-wrap items-baseline gap-x-3',
  label: 'sb-label text-muted',
  title: 'font-semibold text-accent group-hover:underline group-hover:underline-offset-4',
  icon: 'size-4 self-center text-accent',
};

/**
 * The hero as the content column's opening. On phones and tablets it is the whole introduction
 * (picture, name, role, stack, intro, the two actions). From 64rem the column beside it already
 * shows the name, the role and the line (header.tsx), so those stay here for screen readers only
 * (the page's h1 is still this one) and the column opens on the picture, the years and the intro.
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
      <section id="home" tabIndex={-1} aria-labelledby="home-title" className="sb-home outline-none">
        <div className="mx-auto max-w-[44rem] px-5 pb-12 pt-8 sm:px-8 sm:pt-12 lg:pb-16 lg:pt-24">
          <StaticPart id="home-intro">
            {drawsStaticParts && (
              <>
                {/* The picture first, as it shows: a page painted while it arrives adds the text below it
                    instead of pushing it down (the default's reason, a layout shift otherwise). */}
                <div className="flex items-center gap-5">
                  {/* A picture only where the owner has one: the initials are the column's mark already. */}
                  {avatar !== undefined && (
                    <div className="size-24 shrink-0 overflow-hidden rounded-2xl border border-border bg-accent-soft shadow-card sm:size-28">
                      <ResponsiveImage image={avatar} sizes="112px" className="block size-full object-cover" hero />
                    </div>
                  )}
                  <YearsFigure years={owner.yearsOfExperience} words={words} lang={lang} classes={YEARS} />
                </div>

                <div className="sb-hero-title mt-8">
                  <p className="sb-label text-accent">{t(owner.greeting)}</p>
                  <h1 id="home-title" className="mt-3 text-4xl font-bold tracking-tight text-text sm:text-5xl">
                    {t(owner.name)}
                  </h1>
                  {/* Only the lines the owner wrote (issue 41): no title, tech line or intro stands empty. */}
                  {owner.jobTitle !== undefined && <p className="mt-3 text-xl font-medium text-text sm:text-2xl">{t(owner.jobTitle)}</p>}
                  {owner.techLine !== undefined && <p className="mt-3 text-base text-muted">{t(owner.techLine)}</p>}
                </div>
                {/* Where they work now, on the accent's rule. */}
                {current !== undefined && (
                  <RoleAt role={role} company={current.company} className="mt-6 border-s-2 border-accent ps-4 font-medium text-text lg:mt-8" />
                )}
                {intro !== undefined && (
                  <p id={SUMMARY_ID} {...(folds ? { 'data-folds': '' } : {})} className="mt-6 max-w-[36rem] text-base leading-relaxed text-muted sm:text-lg lg:mt-8">
                    {t(intro)}
                  </p>
                )}
              </>
            )}
          </StaticPart>
          {folds && <SummaryFold words={words} className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent hover:underline hover:underline-offset-4" />}
          <div className={`${folds ? 'mt-4' : 'mt-8'} flex flex-wrap items-center gap-3`}>
            {/* A link that downloads, nothing to run: drawn by the pre-render, laid out as the row's own item. */}
            <StaticPart id="home-cv" className="contents">
              {drawsStaticParts && <CvLink owner={owner} cvUrl={cvUrl} words={words} className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-accent px-5 font-semibold text-accent-contrast transition hover:bg-accent-hover" iconClassName="size-[18px]" />}
            </StaticPart>
            {/* No skills, no Skills section (issue 41): no button to a place that is not there. */}
            {toSkills && (
              <SkillsLink words={words} className="group inline-flex min-h-12 items-center gap-2 rounded-lg border border-border px-5 font-semibold text-text transition hover:border-accent hover:text-accent" iconClassName="size-[18px] transition motion-safe:group-hover:translate-x-0.5 rtl:motion-safe:group-hover:-translate-x-0.5" />
            )}
            <ContactLink words={words} className="inline-flex min-h-12 items-center gap-2 px-3 font-semibold text-muted transition hover:text-accent" iconClassName="size-[18px]" />
          </div>
          <StaticPart id="home-links">
            {drawsStaticParts && (
              <>
                {/* The work to see first, after the two actions: a labelled line, the title in the accent. */}
                {featured !== undefined && <FeaturedLink featured={featured} words={words} newTab={newTab} classes={FEATURED} />}

                {/* No goal from the owner, no banner: a note rather than a slab, with a live dot. */}
                {owner.goal !== undefined && (
                  <div id="goal" className="mt-10 flex items-start gap-3 rounded-lg border border-border bg-surface px-5 py-4">
                    <span aria-hidden="true" className="sb-dot mt-2 size-2 shrink-0 rounded-full bg-success" />
                    <p className="font-medium text-text">{t(owner.goal)}</p>
                  </div>
                )}
              </>
            )}
          </StaticPart>
        </div>
      </section>
    </>
  );
};
