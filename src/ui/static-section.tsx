import { useState } from 'react';

/** The attributes of a section's element that React hydrates without its children (StaticSection). */
export const sectionAttributes = (id: string) => ({ id, tabIndex: -1, 'aria-labelledby': `${id}-title`, className: 'py-12 outline-none sm:py-14' }) as const;

/**
 * A section only the pre-render draws (Experience, Certifications, Publications, Awards, Writing),
 * as the browser has it: the same element, its pre-rendered content kept. They have nothing to click
 * but links, so hydrating them would buy nothing and cost their code and their data in the page's
 * script (decision 038). React leaves the children of an element with `dangerouslySetInnerHTML`
 * alone while it hydrates, and never writes them again while the HTML it is given stays the same.
 *
 * That HTML is the section's own, read from the page as the browser first renders it. When
 * hydration fails outside a Suspense boundary (a mismatch in the header, say), React renders the
 * whole page anew and only then replaces the old one: the section is drawn again from what it held,
 * not left empty.
 */
export function StaticSection({ id }: { id: string }) {
  const [html] = useState(() => document.getElementById(id)?.innerHTML ?? '');
  return <section {...sectionAttributes(id)} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
