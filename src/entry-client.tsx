import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { site } from '@content/site';
import type { PageContent } from './lib/page-content';
import { contentImageUrls } from './lib/content-images';
import { registerImageUrls } from './lib/image-urls';
import { App } from './app';
import { HeaderIsland } from './long-form/header-island';
import { longFormChrome } from './lib/long-form-content';
import { mayHaveWriting } from './lib/site-writing';
import { reportWebVitals } from './lib/report-web-vitals';
import './styles.css';

const root = document.getElementById('root');
// The dev server's content module is the content; the built page's is the promise of the page's
// content file, which the loader fetched beside this script (scripts/site/page-content.ts). Either
// way the page hydrates in a task of its own, after this script's evaluation.
void Promise.resolve(site as PageContent | Promise<PageContent>).then((content) => {
  // A long-form page (issue 24) hydrates its header alone; its text is HTML the script leaves be.
  const island = mayHaveWriting ? longFormChrome(content) : undefined;
  if (!root) return;
  // The dev page's content is the owner's module, which names no addresses; the build's names those
  // of its own pictures. In the build this is `content.images` alone: the glob is left out.
  registerImageUrls(import.meta.env.DEV ? contentImageUrls() : (content.images ?? {}));
  if (island) startTransition(() => void hydrateRoot(root, <HeaderIsland chrome={island} />));
  // The built page is pre-rendered and hydrates; the dev server's page is empty and renders. Elements
  // only: the dev page still holds the template's <!--app-html--> comment, and hydrating that failed.
  // In a transition, so React hydrates in slices that yield to the browser between them rather
  // than in one long task (the page is already painted and readable; a click meanwhile is replayed).
  else if (root.firstElementChild) startTransition(() => void hydrateRoot(root, <App content={content} />));
  // The dev page draws the sections the build only pre-renders too; the build's script has none of them.
  else if (import.meta.env.DEV) void import('./prerendered-sections').then(({ PRERENDERED_SECTIONS }) => createRoot(root).render(<App content={content} {...PRERENDERED_SECTIONS} />));
});

// The spec's metrics hook: without a callback it loads and does nothing.
void reportWebVitals();

// The insights' beacon (lib/beacon.ts): a chunk of its own, fetched once the page has loaded and
// the browser is idle, so the first load carries none of it and no interaction waits on it.
const startBeacon = () =>
  (window.requestIdleCallback ?? setTimeout)(() => void import('./lib/beacon').then((beacon) => beacon.startBeacon(), () => undefined));
if (document.readyState === 'complete') startBeacon();
else addEventListener('load', startBeacon, { once: true });
