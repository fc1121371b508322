import { lazy } from 'react';

/** The Awards section as the browser gets it: its own chunk, as Experience's (lazy-experience.tsx). */
export const LazyAwards = lazy(() => import('./awards').then((module) => ({ default: module.Awards })));
