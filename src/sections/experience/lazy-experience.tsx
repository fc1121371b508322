import { lazy } from 'react';

/**
 * The Experience section as the browser gets it: its own chunk, loaded only on a page that shows
 * it, so owners without it pay nothing for it. The server renders the section itself
 * (entry-server.tsx); its Suspense boundary (HydrateLater) keeps that HTML until the chunk is in,
 * then hydrates it, and the build preloads the chunk on pages that show the section.
 */
export const LazyExperience = lazy(() => import('./experience').then((module) => ({ default: module.Experience })));
