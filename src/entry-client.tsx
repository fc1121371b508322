import { createRoot, hydrateRoot } from 'react-dom/client';
import { site } from '@content/site';
import { App } from './app';
import { HeaderIsland } from './articles/header-island';
import { articleChrome } from './lib/article-content';
import { enableCopyButtons } from './lib/copy-code';
import { mayHaveWriting } from './lib/site-writing';
import { reportWebVitals } from './lib/report-web-vitals';
import './styles.css';

const root = document.getElementById('root');
// A long-form page (issue 24) hydrates its header alone; its text is HTML the script leaves be. Its
// data is the header's (the built page's content module reads the same block; the dev page's is site.ts).
const island = mayHaveWriting ? articleChrome(document.getElementById('page-content')?.textContent) : undefined;
if (island) {
  if (root) hydrateRoot(root, <HeaderIsland chrome={island} />);
  enableCopyButtons();
}
// The built page is pre-rendered and hydrates; the dev server's page is empty and renders. Elements
// only: the dev page still holds the template's <!--app-html--> comment, and hydrating that failed.
else if (root?.firstElementChild) hydrateRoot(root, <App content={site} />);
else if (root) createRoot(root).render(<App content={site} />);

// The spec's metrics hook: without a callback it loads and does nothing.
void reportWebVitals();
