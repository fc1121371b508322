import type { SiteContent } from '../contract/content-schema';
import { wordsOf } from '../contract/words';
import { Contact } from './sections/contact/contact';
import { Footer } from './sections/footer/footer';
import { Header } from './sections/header/header';
import { Home } from './sections/home/home';
import { Portfolio } from './sections/portfolio/portfolio';
import { Skills } from './sections/skills/skills';
import { HydrateLater, whenAllHydrated } from './ui/hydrate-later';

type AppProps = { content: SiteContent };

/** The parts hydrated after the header, each in its own pass (see HydrateLater). */
const PARTS = ['home', 'skills', 'portfolio', 'contact', 'footer'] as const;

// Marks the moment every part is interactive; browser tests and the benchmark wait for it.
const partHydrated = whenAllHydrated(PARTS, () => {
  document.documentElement.dataset.hydrated = 'true';
});

/** The page: the sections in the spec's order, each given only the content it shows. */
export function App({ content }: AppProps) {
  const { owner, socials, nav, skills, projects, footer } = content;
  const words = wordsOf(content.words);
  const resumeUrl = `${import.meta.env.BASE_URL}resume.pdf`;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-3 font-semibold text-accent-contrast focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {words.page.skipLink}
      </a>
      <Header name={owner.name} initials={owner.initials} nav={nav} socials={socials} defaultTheme={content.defaultTheme} words={words.page} />
      <main id="main" tabIndex={-1} className="outline-none">
        <HydrateLater part="home" onHydrated={partHydrated}>
          <Home owner={owner} socials={socials} resumeUrl={resumeUrl} words={words.home} />
        </HydrateLater>
        <HydrateLater part="skills" onHydrated={partHydrated}>
          <Skills skills={skills} words={words.skills} />
        </HydrateLater>
        <HydrateLater part="portfolio" onHydrated={partHydrated}>
          <Portfolio projects={projects} words={words.work} newTab={words.page.newTab} />
        </HydrateLater>
        <HydrateLater part="contact" onHydrated={partHydrated}>
          <Contact owner={owner} words={words.contact} formWords={words.form} lang={content.lang} />
        </HydrateLater>
      </main>
      <HydrateLater part="footer" onHydrated={partHydrated}>
        <Footer name={owner.name} socials={socials} footer={footer} rights={words.footer.rights} />
      </HydrateLater>
    </>
  );
}
