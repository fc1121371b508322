import { lazy } from 'react';
import { notShown } from '../../ui/not-shown';

/** The Certifications section as the browser gets it: its own chunk, as Experience's (lazy-experience.tsx). */
/** Whether the page shows the section: set by each page's build, true elsewhere (vite.config.ts). */
declare const __FOLIO_SHOWS_CERTIFICATIONS__: boolean;

export const LazyCertifications = __FOLIO_SHOWS_CERTIFICATIONS__ ? lazy(() => import('./certifications').then((module) => ({ default: module.Certifications }))) : notShown;
