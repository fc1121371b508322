import { useState, type ComponentType, type ReactNode } from 'react';
import type { PageContent } from './lib/page-content';
import type { PageSection } from './lib/page-sections';
import { currentRole } from './lib/current-role';
import { featuredProject } from './lib/featured-project';
import { preparedContent } from './lib/prepared-content';
import { mayHaveWriting } from './lib/site-writing';
import { Contact } from './sections/contact/contact';
import type { Awards } from './sections/awards/awards';
import type { Certifications } from './sections/certifications/certifications';
import type { Experience } from './sections/experience/experience';
import type { Publications } from './sections/publications/publications';
import { Footer } from './sections/footer/footer';
import { Header } from '@design/header';
import { Home } from '@design/home';
import { Work } from './sections/work/work';
import type { Writing } from './sections/writing/writing';
import { Skills } from './sections/skills/skills';
import { fallbackText, TextProvider } from './ui/fallback-text';
import { HydrateLater, whenAllHydrated } from './ui/hydrate-later';
import { StaticSection } from './ui/static-section';
import { drawsStaticParts } from './ui/static-part';

/**
 * `Experience`, `Certifications`, `Publications`, `Awards`, `Writing`: the optional sections, which
 * have nothing to click but links. The pre-render (and the dev page, which has nothing to hydrate)
 * passes them in; the built page's script has none of them and keeps their HTML (StaticSection).
 */
type AppProps = {
  content: PageContent;
  Experience?: ComponentType<Parameters<typeof Experience>[0]>;
  Certifications?: ComponentType<Parameters<typeof Certifications>[0]>;
  Publications?: ComponentType<Parameters<typeof Publications>[0]>;
  Awards?: ComponentType<Parameters<typeof Awards>[0]>;
  Writing?: ComponentType<Parameters<typeof Writing>[0]>;
};

/** The page: the sections in the spec's order (and the optional ones where the nav puts them), each given only the content it shows. */
export function App({
  content,
  Experience,
  Certifications,
  Publications,
  Awards,
  Writing,
}: AppProps) {
  const { owner, socials, skills, projects, footer } = content;
  const { words, sections, nav } = preparedContent(content);
  const home = content.home ?? import.meta.env.BASE_URL;
  const cvUrl = `${home}resume.pdf`;
  // Marks the moment every part is interactive; browser tests and the benchmark wait for it.
  // Texts the translation leaves out are marked with their language wherever they show.
  const [showText] = useState(() => fallbackText(content.fallback));
  const [partHydrated] = useState(() =>
    whenAllHydrated([...sections, 'footer'], () => {
      document.documentElement.dataset.hydrated = 'true';
    }),
  );

  const parts: Record<PageSection, () => ReactNode> = {
    home: () => (
      <Home
        owner={owner}
        current={drawsStaticParts ? (content.current ?? currentRole(content.experience)) : undefined}
        featured={drawsStaticParts ? featuredProject(projects, content.caseStudies) : undefined}
        cvUrl={cvUrl}
        words={words.home}
        newTab={words.page.newTab}
        lang={content.lang}
        toSkills={sections.includes('skills')}
      />
    ),
    skills: () => <Skills skills={skills} words={words.skills} lang={content.lang} skillsFilter={content.skillsFilter} moreFilters={words.page.moreFilters} />,
    experience: () =>
      Experience ? (
        <Experience experience={content.experience ?? []} education={content.education ?? []} projects={projects} spokenLanguages={content.spokenLanguages} words={words.experience} newTab={words.page.newTab} lang={content.lang} />
      ) : (
        <StaticSection id="experience" />
      ),
    certifications: () =>
      Certifications ? <Certifications certifications={content.certifications ?? []} words={words.certifications} newTab={words.page.newTab} lang={content.lang} /> : <StaticSection id="certifications" />,
    publications: () =>
      Publications ? <Publications publications={content.publications ?? []} words={words.publications} newTab={words.page.newTab} lang={content.lang} /> : <StaticSection id="publications" />,
    awards: () => (Awards ? <Awards awards={content.awards ?? []} words={words.awards} newTab={words.page.newTab} lang={content.lang} /> : <StaticSection id="awards" />),
    // Only in the script of a site with posts (the build's define), so others ship none of it.
    writing: () => {
      if (!mayHaveWriting) return null;
      return Writing ? <Writing posts={content.posts ?? []} allPosts={`${home}posts/`} words={words.writing} /> : <StaticSection id="writing" />;
    },
    work: () => <Work projects={projects} caseStudies={content.caseStudies} words={words.work} newTab={words.page.newTab} lang={content.lang} moreFilters={words.page.moreFilters} />,
    contact: () => <Contact owner={owner} words={words.contact} formWords={words.form} lang={content.lang} />,
  };

  return (
    <TextProvider value={showText}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-3 font-semibold text-accent-contrast focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {showText(words.page.skipLink)}
      </a>
      <Header
        name={owner.name}
        initials={owner.initials}
        nav={nav}
        socials={socials}
        defaultTheme={content.defaultTheme}
        words={words.page}
        home={home}
        lang={content.lang}
        languages={content.languages ?? []}
        role={owner.jobTitle}
        pitch={owner.techLine}
      />
      {/* Every other section after Home is tinted, so neighbours stay apart in any order: on the
          spec's page that is Works, as the design has it. */}
      <main id="main" tabIndex={-1} className="outline-none [&>section:nth-of-type(2n+3)]:bg-surface-2/60">
        {sections.map((section) => (
          <HydrateLater key={section} part={section} onHydrated={partHydrated}>
            {parts[section]()}
          </HydrateLater>
        ))}
      </main>
      <HydrateLater part="footer" onHydrated={partHydrated}>
        <Footer name={owner.name} socials={socials} footer={footer} rights={words.footer.rights} newTab={words.page.newTab} lang={content.lang} />
      </HydrateLater>
    </TextProvider>
  );
}
