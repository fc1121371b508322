import { lazy } from 'react';

/** The Certifications section as the browser gets it: its own chunk, as Experience's (lazy-experience.tsx). */
export const LazyCertifications = lazy(() => import('./certifications').then((module) => ({ default: module.Certifications })));
