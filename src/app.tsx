import { useEffect } from 'react';
import type { SiteContent } from '../contract/content-schema';
import { Contact } from './sections/contact/contact';
import { Footer } from './sections/footer/footer';
import { Header } from './sections/header/header';
import { Home } from './sections/home/home';
import { Portfolio } from './sections/portfolio/portfolio';
import { Skills } from './sections/skills/skills';
import { useHydrated } from './ui/use-hydrated';

type AppProps = { content: SiteContent };

/** The page: the sections in the spec's order, each given only the content it shows. */
export function App({ content }: AppProps) {
  const { owner, socials, nav, skills, projects, footer } = content;
  const resumeUrl = `${import.meta.env.BASE_URL}resume.pdf`;
  // Marks the moment the page became interactive (browser tests and the benchmark wait for it):
  // after the render that follows hydration, so hydration-gated controls are live by then.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-3 font-semibold text-accent-contrast focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <Header name={owner.name} initials={owner.initials} nav={nav} socials={socials} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Home owner={owner} socials={socials} resumeUrl={resumeUrl} />
        <Skills skills={skills} />
        <Portfolio projects={projects} />
        <Contact owner={owner} />
      </main>
      <Footer name={owner.name} socials={socials} footer={footer} />
    </>
  );
}
