import type { SiteContent, SocialLink } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { introText } from '../../../contract/years-of-experience';
import type { CurrentRole } from '../../lib/current-role';
import type { FeaturedProject } from '../../lib/featured-project';
import { formatNumber } from '../../lib/format-number';
import { Icon } from '../../ui/icon';
import { ResponsiveImage } from '../../ui/responsive-image';
import { SocialLinks } from '../../ui/social-links';
import { CvLink, FeaturedLink, SkillsLink, YearsFigure, type FeaturedClasses, type YearsClasses } from '../../sections/home/hero-links';
import { useText } from '../../ui/fallback-text';
import { drawsStaticParts, StaticPart } from '../../ui/static-part';

/** The years of experience in this design (hero-links.tsx). */
const YEARS: YearsClasses = {
  line: 'absolute -start-6 bottom-2 flex items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3 shadow-lift sm:-start-10',
  figure: 'text-3xl font-bold tracking-tight text-accent',
  label: 'whitespace-pre-line text-sm font-semibold leading-tight text-text',
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
  socials: SocialLink[];
  cvUrl: string;
  words: Words['home'];
  newTab: string;
  lang: string;
  toSkills: boolean;
};

export function Home({ owner, current, featured, socials, cvUrl, words, newTab, lang, toSkills }: HomeProps) {
  const t = useText();
  // Only the pre-render draws the text: the page's script has nothing to do with it.
  const intro = drawsStaticParts ? introText(owner, (years) => formatNumber(years, lang)) : undefined;

  // Everything but the two actions is drawn by the pre-render alone (static-part.tsx): text,
  // the picture and links, with nothing for the page's script to do.
  return (
    <>
      <section id="home" tabIndex={-1} aria-labelledby="home-title" className="outline-none">
        <div className="mx-auto grid max-w-[70rem] items-center gap-12 px-5 pb-16 pt-10 sm:px-8 md:grid-cols-[1.15fr_0.85fr] md:gap-16 md:pb-24 md:pt-16">
          {/* The picture comes first in the page, as it shows on phones: a page that paints while it is
              still arriving (a slow connection) then adds the text below it, instead of painting the
              text and pushing it down when the picture's markup arrives (a layout shift of 0.29). */}
          <StaticPart id="home-picture" className="mx-auto w-full max-w-[15rem] sm:max-w-[18rem] md:order-2 md:max-w-[24rem]">
            {drawsStaticParts && (
              <div className="relative">
                <div className="overflow-hidden rounded-full bg-accent-soft shadow-lift ring-8 ring-surface">
                  <ResponsiveImage
                    image={owner.avatar}
                    sizes="(min-width: 768px) 384px, 320px"
                    className="block h-auto w-full"
                    hero
                  />
                </div>
                <YearsFigure years={owner.yearsOfExperience} words={words} lang={lang} classes={YEARS} />
              </div>
            )}
          </StaticPart>

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
                  {current !== undefined && (
                    <p className="mt-3 flex items-center gap-2 text-base font-medium text-text">
                      <Icon name="briefcase" className="size-[18px] shrink-0 text-muted" />
                      <span>
                        {t(current.role)} <span className="text-muted" aria-hidden="true">·</span> <span className="font-semibold">{t(current.company)}</span>
                      </span>
                    </p>
                  )}
                  {owner.techLine !== undefined && (
                    <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-1 text-sm font-medium text-muted">
                      <span className="size-2 rounded-full bg-success" aria-hidden="true" />
                      {t(owner.techLine)}
                    </p>
                  )}
                  {intro !== undefined && <p className="mt-6 max-w-xl text-base leading-relaxed text-muted sm:text-lg">{t(intro)}</p>}
                </>
              )}
            </StaticPart>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              {/* A link that downloads, nothing to run: drawn by the pre-render, laid out as the row's own item. */}
              <StaticPart id="home-cv" className="contents">
                {drawsStaticParts && <CvLink owner={owner} cvUrl={cvUrl} words={words} className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-6 font-semibold text-accent-contrast shadow-card transition motion-safe:hover:-translate-y-0.5 hover:bg-accent-hover hover:shadow-lift" iconClassName="size-[18px]" />}
              </StaticPart>
              {/* No skills, no Skills section (issue 41): no button to a place that is not there. */}
              {toSkills && (
                <SkillsLink words={words} className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-accent px-6 font-semibold text-accent transition motion-safe:hover:-translate-y-0.5 hover:bg-accent-soft" iconClassName="size-[18px]" />
              )}
            </div>
            <StaticPart id="home-links">
              {drawsStaticParts && (
                <>
                  {featured !== undefined && <FeaturedLink featured={featured} words={words} newTab={newTab} classes={FEATURED} />}
                  <SocialLinks links={socials} newTab={newTab} className="mt-8" />
                </>
              )}
            </StaticPart>
          </div>
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
