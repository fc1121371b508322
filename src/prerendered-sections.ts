import { Awards } from './sections/awards/awards';
import { Certifications } from './sections/certifications/certifications';
import { Experience } from './sections/experience/experience';
import { Publications } from './sections/publications/publications';
import { Writing } from './sections/writing/writing';

/**
 * The sections only the pre-render draws: the built page's script keeps their HTML (App's
 * StaticSection). The pre-render passes them to App, and so does the dev page, which has no HTML
 * to keep.
 */
export const PRERENDERED_SECTIONS = { Experience, Certifications, Publications, Awards, Writing };
