import type { NavItem, OptionalSection } from '../../contract/content-schema';
import type { ComposedWords } from './composed-words';
import type { Imported } from './imported';

/** The optional sections an import can fill, with the nav link a new site.ts gives each (in this order). */
const OPTIONAL_LINKS: { path: OptionalSection; has: (imported: Imported) => boolean }[] = [
  // A career held in projects (a freelancer's: projects with who and when) is an experience too.
  { path: 'experience', has: (imported) => imported.experience.length + imported.education.length + imported.projects.filter((project) => project.entity !== undefined && project.start !== undefined).length > 0 },
  { path: 'certifications', has: (imported) => imported.certifications.length > 0 },
  { path: 'publications', has: (imported) => imported.publications.length > 0 },
  { path: 'awards', has: (imported) => imported.awards.length > 0 },
];

/**
 * A new site.ts links every optional section the import fills. An existing nav is the owner's: it
 * loses the link to a section the import leaves empty (the check would refuse it), and gains one,
 * before Contact, for a section it did not link to that the import fills; each change is noted.
 */
export function navOf(existing: NavItem[] | undefined, imported: Imported, names: ComposedWords['nav'], notes: string[]): NavItem[] {
  const filled = OPTIONAL_LINKS.filter((link) => link.has(imported)).map((link) => ({ ...link, name: names[link.path] }));
  if (!existing) {
    const [experience, ...others] = filled;
    const career = experience?.path === 'experience' ? [experience] : [];
    const after = experience?.path === 'experience' ? others : filled;
    return [
      { name: names.home, path: 'home' },
      ...career.map(({ name, path }) => ({ name, path })),
      // A section with nothing in it has no link (issue 41: a résumé may have no skills or projects).
      ...(imported.skills.length > 0 ? [{ name: names.skills, path: 'skills' as const }] : []),
      ...(imported.projects.length > 0 ? [{ name: names.work, path: 'work' as const }] : []),
      ...after.map(({ name, path }) => ({ name, path })),
      { name: names.contact, path: 'contact' },
    ];
  }
  let nav = existing;
  for (const link of OPTIONAL_LINKS.map((optional) => ({ ...optional, name: names[optional.path] }))) {
    const linked = nav.some((item) => item.path === link.path);
    if (linked && !link.has(imported)) {
      notes.push(`nav: the link to ${link.name} is dropped, as the import has ${link.path === 'experience' ? 'no experience or education' : `no ${link.path}`}`);
      nav = nav.filter((item) => item.path !== link.path);
    } else if (!linked && link.has(imported)) {
      const at = nav.findIndex((item) => item.path === 'contact');
      const added = { name: link.name, path: link.path };
      nav = at === -1 ? [...nav, added] : [...nav.slice(0, at), added, ...nav.slice(at)];
      notes.push(`nav: a link "${link.name}" is added before Contact, so the imported ${link.path} show: reword or move it`);
    }
  }
  return nav;
}

