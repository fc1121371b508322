import type { SocialKind, SocialLink } from '../../contract/content-schema';
import { Icon } from './icon';
import { iconOf } from './social-icons';

/**
 * `me` on a Mastodon link lets the owner's profile verify this site (Mastodon checks for it); the
 * others only open in a new tab without handing this page to the next one.
 */
function relOf(kind: SocialKind): string {
  return kind === 'mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer';
}

/** `newTab`: read after each label, in the page's language ("(opens in a new tab)"). */
type SocialLinksProps = { links: SocialLink[]; newTab: string; className?: string; size?: 'sm' | 'md' };

/**
 * The owner's profiles: a known network as its mark alone, any other link (a résumé's .pdf and its
 * .docx, a blog) as its mark and its label, since two generic marks side by side say nothing
 * apart. Each opens in a new tab and says so to screen readers.
 */
export function SocialLinks({ links, newTab, className = '', size = 'md' }: SocialLinksProps) {
  // No profiles, no list (issue 41): an empty <ul> would still take its margin and be announced.
  if (links.length === 0) return null;
  const box = size === 'sm' ? 'size-10' : 'size-11';
  return (
    // Counted by the insights' beacon (lib/beacon.ts) as a click on a profile.
    <ul data-insight="social-link" className={`flex flex-wrap items-center gap-2 ${className}`}>
      {links.map((link) => {
        const other = link.kind === 'other';
        return (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel={relOf(link.kind)}
              aria-label={`${link.label} ${newTab}`}
              className={`${other ? `${size === 'sm' ? 'min-h-10' : 'min-h-11'} gap-1.5 px-3.5 text-sm font-medium` : `${box} justify-center motion-safe:hover:-translate-y-0.5`} inline-flex items-center rounded-full border border-border bg-surface text-muted transition hover:border-accent hover:text-accent`}
            >
              <Icon name={iconOf(link.kind, link.url)} className={other ? 'size-4 shrink-0' : 'size-[18px]'} />
              {other && <bdi>{link.label}</bdi>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
