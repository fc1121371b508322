import { lazy } from 'react';
import { notShown } from '../../ui/not-shown';

/** The Awards section as the browser gets it: its own chunk, as Experience's (lazy-experience.tsx). */
/** Whether the page shows the section: set by each page's build, true elsewhere (vite.config.ts). */
declare const __FOLIO_SHOWS_AWARDS__: boolean;

export const LazyAwards = __FOLIO_SHOWS_AWARDS__ ? lazy(() => import('./awards').then((module) => ({ default: module.Awards }))) : notShown;
