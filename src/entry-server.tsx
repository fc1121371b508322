import { renderToString } from 'react-dom/server';
import { App } from './app';
import type { PageContent } from './lib/page-content';
import { Awards } from './sections/awards/awards';
import { Certifications } from './sections/certifications/certifications';
import { Experience } from './sections/experience/experience';
import { Publications } from './sections/publications/publications';
import './styles.css';

/** The page as HTML for the pre-render step; the client hydrates exactly this markup. */
export function render(content: PageContent): string {
  return renderToString(<App content={content} Experience={Experience} Certifications={Certifications} Publications={Publications} Awards={Awards} />);
}
