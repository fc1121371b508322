import { lazy } from 'react';

/** The Publications section as the browser gets it: its own chunk, as Experience's (lazy-experience.tsx). */
export const LazyPublications = lazy(() => import('./publications').then((module) => ({ default: module.Publications })));
