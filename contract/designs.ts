import { nearestName } from './nearest-name.ts';

/**
 * The page's designs (issue 42), chosen with `design` in site.ts: each a complete look (layout,
 * type, spacing, motion) over the same content and the same behaviour. Each is a folder of
 * src/designs/; the build takes the chosen one's pieces and styles and no other's (decision 047).
 */
export const DESIGNS = ['default', 'editorial', 'sidebar', 'terminal'] as const;

export type Design = (typeof DESIGNS)[number];

/** What each design is, in a line, as `npm run check:content` and the gallery name them. */
export const DESIGN_SUMMARIES: Record<Design, string> = {
  default: 'two columns, your picture (or, without one, your career at a glance) beside your name, roles on a timeline, projects as cards',
  editorial: 'a serif display face, text first, projects as a list of case studies',
  sidebar: 'your name, role, sections and links in a column that stays while the page scrolls, your roles as dated rows beside it',
  terminal: 'what it prints in monospace and what you wrote in a sans, sections as commands, a prompt for a heading',
};

export function isDesign(name: unknown): name is Design {
  return typeof name === 'string' && (DESIGNS as readonly string[]).includes(name);
}

/** The error for a name that is not a design: the designs, and the nearest one if it is close. */
export function unknownDesign(name: unknown): string {
  const near = typeof name === 'string' ? nearestName(name, DESIGNS) : undefined;
  return `must be one of ${DESIGNS.map((design) => `"${design}"`).join(', ')} (got ${JSON.stringify(name)})${near === undefined ? '' : `; did you mean "${near}"?`}`;
}
