import type { SiteContent } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { introText } from '../../../contract/years-of-experience';
import type { CurrentRole } from '../../lib/current-role';
import type { FeaturedProject } from '../../lib/featured-project';
import { formatNumber } from '../../lib/format-number';
import { Icon } from '../../ui/icon';
import { ResponsiveImage } from '../../ui/responsive-image';
import { roleBesidesTitle } from '../../lib/current-role';
import { SUMMARY_ID, summaryFolds } from '../../lib/summary-fold';
import { ContactLink, CvLink, FeaturedLink, SkillsLink, YearsFigure, type FeaturedClasses, type YearsClasses } from '../../ui/hero/hero-links';
import { SummaryFold } from '../../ui/hero/summary-fold';
import { useText } from '../../ui/fallback-text';
import { drawsStaticParts, StaticPart } from '../../ui/static-part';

/** The years of experience in this design (hero-links.tsx). */
const YEARS: YearsClasses = {
  line: 'absolute -start-6 bottom-2 flex items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3 shadow-lift sm:-start-10',
  figure: 'text-3xl font-bold tracking-tight text-accent',
  label: 'whitespace-pre-line text-sm font-semibold leading-tight text-text',
};

/** The years without a picture to sit on: the figure that opens the facts beside the text. */
const YEARS_INLINE: YearsClasses = {
  line: 'flex items-center gap-3',
  figure: 'text-5xl font-bold tracking-tight text-accent',
  label: 'whitespace-pre-line text-sm font-semibold leading-tight text-muted',
};

/** The featured project's link in this design (hero-links.tsx). */
const FEATURED: FeaturedClasses = {
  link: 'group mt-6 flex w-fit max-w-full items-center gap-3 rounded-xl border border-border bg-surface py-2.5 pe-4 ps-3 shadow-card transition hover:border-accent',
  label: 'shrink-0 rounded-md bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-soft-text',
  title: 'min-w-0 truncate font-semibold text-text group-hover:text-accent',
  icon: 'size-4 shrink-0 text-muted group-hover:text-accent',
};

/**
 * `toSkills`: whether the page has a Skills section for the "My Skills" button to go to.
 * `current`: the role the owner holds now, where the content has one, and `featured`, the project
 * they most want seen: proof of work on the first screen.
 */
type HomeProps = {
  owner: SiteContent['owner'];
  current?: CurrentRole | undefined;
  featured?: FeaturedProject | undefined;
  cvUrl: string;
  words: Words['home'];
  newTab: string;
  lang: string;
  toSkills: boolean;
};

export function Home({ owner, current, featured, cvUrl, words, newTab, lang, toSkills }: HomeProps) {
  const t = useText();
  // Only the pre-render draws the text: the page's script has nothing to do with it.
  const intro = drawsStaticParts ? introText(owner, (years) => formatNumber(years, lang)) : undefined;
  const folds = summaryFolds(owner.intro);
  const avatar = owner.avatar;
  // The current role beside the title only where it says something the title does not.
  const role = drawsStaticParts && current !== undefined ? roleBesidesTitle(current, owner.jobTitle) : undefined;

  // Everything but the two actions is drawn by the pre-render alone (static-part.tsx): text,
  // the picture and links, with nothing for the page's script to do.
  return (
    <>
      <section id="home" tabIndex={-1} aria-labelledby="home-title" className="outline-none">
        <div className={`mx-auto grid max-w-[70rem] items-center gap-12 px-5 pb-12 pt-10 sm:px-8 md:gap-16 md:pb-16 md:pt-14 ${avatar === undefined ? 'md:grid-cols-[minmax(0,1fr)_17rem] md:items-end' : 'md:grid-cols-[1.15fr_0.85fr]'}`}>
          {/* The picture comes first in the page, as it shows on phones: a page that paints while it is
              still arriving (a slow connection) then adds the text below it, instead of painting the
              text and pushing it down when the picture's markup arrives (a layout shift of 0.29). */}
          {/* A picture only where the owner has one: no stand-in letter fills the first screen. */}
          {avatar !== undefined && (
          <StaticPart id="home-picture" className="mx-auto w-full max-w-[12rem] sm:max-w-[18rem] md:order-2 md:max-w-[24rem]">
            {drawsStaticParts && (
              <div className="relative">
                <div className="overflow-hidden rounded-full bg-accent-soft shadow-lift ring-8 ring-surface">
                  <ResponsiveImage
                    image={avatar}
                    sizes="(min-width: 768px) 384px, 320px"
                    className="block h-auto w-full"
                    hero
                  />
                </div>
                <YearsFigure years={owner.yearsOfExperience} words={words} lang={lang} classes={YEARS} />
              </div>
            )}
          </StaticPart>
          )}

          <div className="min-w-0 md:order-1">
            <StaticPart id="home-intro">
              {drawsStaticParts && (
                <>
                  <p className="text-lg font-medium text-muted">{t(owner.greeting)}</p>
                  <h1 id="home-title" className="mt-2 text-4xl font-bold tracking-[-0.035em] text-text sm:text-5xl lg:text-[4rem] lg:leading-[1.05]">
                    {t(owner.name)}
                  </h1>
                  {/* Only the lines the owner wrote (issue 41): no title, tech line or intro stands empty. */}
                  {owner.jobTitle !== undefined && <p className="mt-3 text-2xl font-medium tracking-tight text-accent sm:text-3xl">{t(owner.jobTitle)}</p>}
                  {/* Where they work now, from the latest job without an end: a fact, not a claim. */}
                  {avatar !== undefined && current !== undefined && (
                    <p className="mt-3 flex items-center gap-2 text-base font-medium text-text">
                      <Icon name="briefcase" className="size-[18px] shrink-0 text-muted" />
                      <span>
                        {role !== undefined && (
                          <>
                            {t(role)} <span className="text-muted" aria-hidden="true">·</span>{' '}
                          </>
                        )}
                        <span className="font-semibold">{t(current.company)}</span>
                      </span>
                    </p>
                  )}
                  {avatar !== undefined && owner.techLine !== undefined && (
                    <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-1 text-sm font-medium text-muted">
                      <span className="size-2 rounded-full bg-success" aria-hidden="true" />
                      {t(owner.techLine)}
                    </p>
                  )}
                  {intro !== undefined && (
                    <p id={SUMMARY_ID} {...(folds ? { 'data-folds': '' } : {})} className="mt-6 max-w-xl text-base leading-relaxed text-muted sm:text-lg">
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
                {drawsStaticParts && <CvLink owner={owner} cvUrl={cvUrl} words={words} className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-6 font-semibold text-accent-contrast shadow-card transition motion-safe:hover:-translate-y-0.5 hover:bg-accent-hover hover:shadow-lift" iconClassName="size-[18px]" />}
              </StaticPart>
              {/* No skills, no Skills section (issue 41): no button to a place that is not there. */}
              {toSkills && (
                <SkillsLink words={words} className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-accent px-6 font-semibold text-accent transition motion-safe:hover:-translate-y-0.5 hover:bg-accent-soft" iconClassName="size-[18px]" />
              )}
              <ContactLink words={words} className="inline-flex min-h-12 items-center gap-2 rounded-full px-4 font-semibold text-text underline-offset-4 transition hover:text-accent hover:underline" iconClassName="size-[18px]" />
            </div>
            <StaticPart id="home-links">
              {drawsStaticParts && (
                <>
                  {featured !== undefined && <FeaturedLink featured={featured} words={words} newTab={newTab} classes={FEATURED} />}
                  {/* The profiles are in the header and the footer: a third set here said them again. */}
                </>
              )}
            </StaticPart>
          </div>

          {/* No photo: the space a picture would take holds the career's facts at a glance (the years,
              where they work now, where they are, what they work with), after the actions on a phone. */}
          {avatar === undefined && (
            <StaticPart id="home-facts" className="md:order-2">
              {drawsStaticParts && (
                <div className="border-border md:border-s md:ps-8">
                  <YearsFigure years={owner.yearsOfExperience} words={words} lang={lang} classes={YEARS_INLINE} />
                  <ul className="mt-5 space-y-3 text-sm text-muted empty:hidden">
                    {current !== undefined && (
                      <li className="flex gap-2.5">
                        <Icon name="briefcase" className="mt-0.5 size-4 shrink-0" />
                        <span>
                          {role !== undefined && <>{t(role)}, </>}
                          <bdi className="font-semibold text-text">{t(current.company)}</bdi>
                        </span>
                      </li>
                    )}
                    {owner.city !== undefined && (
                      <li className="flex gap-2.5">
                        <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                        <span>{t(owner.city)}</span>
                      </li>
                    )}
                    {owner.techLine !== undefined && (
                      <li className="flex gap-2.5">
                        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-success" aria-hidden="true" />
                        <span>{t(owner.techLine)}</span>
                      </li>
                    )}
                  </ul>
                </div>
              )}
            </StaticPart>
          )}
        </div>
      </section>

      {/* No goal from the owner, no banner: an empty band would say nothing. An invitation, not an
          alert: the goal on the page's own surface, opened by the accent's dot, as a status reads. */}
      {owner.goal !== undefined && (
        <StaticPart id="goal" className="border-y border-border bg-surface">
          {drawsStaticParts && (
            <p className="mx-auto flex max-w-[70rem] items-center justify-center gap-3 px-5 py-5 text-center text-lg font-medium text-text sm:px-8 sm:text-xl">
              <span className="size-3 shrink-0 rounded-full bg-accent ring-4 ring-accent-soft" aria-hidden="true" />
              {t(owner.goal)}
            </p>
          )}
        </StaticPart>
      )}
    </>
  );
}
