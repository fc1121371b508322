/** The attributes of a section's element that React hydrates without its children (StaticSection). */
export const sectionAttributes = (id: string) => ({ id, tabIndex: -1, 'aria-labelledby': `${id}-title`, className: 'py-20 outline-none sm:py-24' }) as const;

/**
 * A section only the pre-render draws (Experience, Certifications, Publications, Awards, Writing),
 * as the browser has it: the same element, its pre-rendered content kept. They have nothing to click
 * but links, so hydrating them would buy nothing and cost their code and their data in the page's
 * script. React leaves the children of an element with `dangerouslySetInnerHTML` alone while it
 * hydrates, and never renders it again (nothing here changes), so the empty string is never written.
 */
export function StaticSection({ id }: { id: string }) {
  return <section {...sectionAttributes(id)} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
