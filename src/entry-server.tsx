import { renderToString } from 'react-dom/server';
import { App, type PageContent } from './app';
import { Experience } from './sections/experience/experience';
import './styles.css';

/** The page as HTML for the pre-render step; the client hydrates exactly this markup. */
export function render(content: PageContent): string {
  return renderToString(<App content={content} Experience={Experience} />);
}
