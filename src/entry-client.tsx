import { createRoot, hydrateRoot } from 'react-dom/client';
import { site } from '@content/site';
import { App } from './app';
import { reportWebVitals } from './lib/report-web-vitals';
import './styles.css';

const root = document.getElementById('root');
// The built page is pre-rendered and hydrates; the dev server's page is empty and renders. Elements
// only: the dev page still holds the template's <!--app-html--> comment, and hydrating that failed.
if (root?.firstElementChild) hydrateRoot(root, <App content={site} />);
else if (root) createRoot(root).render(<App content={site} />);

// The spec's metrics hook: without a callback it loads and does nothing.
void reportWebVitals();
