import { useState, type ReactNode } from 'react';

/**
 * Whether this render draws the parts only the pre-render draws: the pre-render itself, and the
 * dev page, which has no pre-rendered HTML to keep. A build-time constant, so the page's script
 * drops what only such a render draws.
 */
export const drawsStaticParts = import.meta.env.SSR || import.meta.env.DEV;

/**
 * A part of a hydrated section with nothing to click but links, which only the pre-render draws
 * (decision 038's sections, at the scale of a part): the browser keeps its pre-rendered HTML, so
 * its code and data stay out of the page's script. Pass its children as
 * `drawsStaticParts && <Part … />`. The element is the same on both sides; React leaves the
 * children of an element with `dangerouslySetInnerHTML` alone while it hydrates. A part with
 * nothing to draw (no current job, no project to feature) takes no room. `className` lays the
 * element itself out, where it is a grid's or a flex box's item.
 */
export function StaticPart({ id, className: layout, children }: { id: string; className?: string; children: ReactNode }) {
  const className = layout === undefined ? 'empty:hidden' : `${layout} empty:hidden`;
  const [html] = useState(() => (drawsStaticParts ? '' : (document.getElementById(id)?.innerHTML ?? '')));
  if (drawsStaticParts) {
    return (
      <div id={id} className={className}>
        {children}
      </div>
    );
  }
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
