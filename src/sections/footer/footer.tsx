import type { SiteContent, SocialLink } from '../../../contract/content-schema';
import { fill } from '../../../contract/words';
import { formatNumber } from '../../lib/format-number';
import { SocialLinks } from '../../ui/social-links';
import { useText } from '../../ui/fallback-text';
import { drawsStaticParts, StaticPart } from '../../ui/static-part';

/** `rights`: the rights line, with {year} and {name}; `newTab`, read after each profile's name. */
type FooterProps = { name: string; socials: SocialLink[]; footer: SiteContent['footer']; rights: string; newTab: string; lang: string };

export function Footer({ name, socials, footer, rights, newTab, lang }: FooterProps) {
  const t = useText();
  // Links and text, drawn by the pre-render alone (static-part.tsx): the year, where the owner
  // leaves it out, is the build's.
  return (
    <footer className="border-t border-border bg-surface">
      <StaticPart id="footer-content" className="mx-auto flex max-w-[70rem] flex-col items-center gap-4 px-5 py-10 text-center sm:px-8">
        {drawsStaticParts && (
          <>
            <SocialLinks links={socials} newTab={newTab} size="sm" />
            <p className="text-sm text-muted">{t(rights, fill(rights, { year: formatNumber(footer.year ?? new Date().getFullYear(), lang), name }))}</p>
            <p className="text-sm text-muted">{t(footer.credit)}</p>
          </>
        )}
      </StaticPart>
    </footer>
  );
}
