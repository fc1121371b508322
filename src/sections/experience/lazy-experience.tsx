import { lazy } from 'react';
import { notShown } from '../../ui/not-shown';

/**
 * The Experience section as the browser gets it: its own chunk, loaded only on a page that shows
 * it, so owners without it pay nothing for it. The server renders the section itself
 * (entry-server.tsx); its Suspense boundary (HydrateLater) keeps that HTML until the chunk is in,
 * then hydrates it, and the build preloads the chunk on pages that show the section.
 */
/** Whether the page shows the section: set by each page's build, true elsewhere (vite.config.ts). */
declare const __FOLIO_SHOWS_EXPERIENCE__: boolean;

export const LazyExperience = __FOLIO_SHOWS_EXPERIENCE__ ? lazy(() => import('./experience').then((module) => ({ default: module.Experience }))) : notShown;
