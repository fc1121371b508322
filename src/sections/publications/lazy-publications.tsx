import { lazy } from 'react';
import { notShown } from '../../ui/not-shown';

/** The Publications section as the browser gets it: its own chunk, as Experience's (lazy-experience.tsx). */
/** Whether the page shows the section: set by each page's build, true elsewhere (vite.config.ts). */
declare const __FOLIO_SHOWS_PUBLICATIONS__: boolean;

export const LazyPublications = __FOLIO_SHOWS_PUBLICATIONS__ ? lazy(() => import('./publications').then((module) => ({ default: module.Publications }))) : notShown;
