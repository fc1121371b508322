import type { SiteContent, SocialLink } from '../../../contract/content-schema';
import { fill } from '../../../contract/words';
import { SocialLinks } from '../../ui/social-links';

/** `rights`: the rights line, with {year} and {name}. */
type FooterProps = { name: string; socials: SocialLink[]; footer: SiteContent['footer']; rights: string };

export function Footer({ name, socials, footer, rights }: FooterProps) {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-[70rem] flex-col items-center gap-4 px-5 py-10 text-center sm:px-8">
        <SocialLinks links={socials} size="sm" />
        <p className="text-sm text-muted">{fill(rights, { year: footer.year, name })}</p>
        <p className="text-sm text-muted">{footer.credit}</p>
      </div>
    </footer>
  );
}
