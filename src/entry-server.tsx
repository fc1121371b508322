import { renderToString } from 'react-dom/server';
import type { SiteContent } from '../contract/content-schema';
import { App } from './app';
import { Experience } from './sections/experience/experience';
import './styles.css';

/** The page as HTML for the pre-render step; the client hydrates exactly this markup. */
export function render(content: SiteContent): string {
  return renderToString(<App content={content} Experience={Experience} />);
}
