import type { ReactNode } from 'react';
import { Icon } from './icon';

/**
 * A link that opens a project (or its code) in a new tab, read out with what it opens and that it
 * opens a tab: "See Project: Homestead (opens in a new tab)". `data-print-href`: the printed page
 * writes its address after it.
 */
export function ExternalLink({ href, label, title, newTab, className }: { href: string; label: ReactNode; title: string; newTab: string; className: string }) {
  return (
    <a href={href} data-print-href target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span className="sr-only">
        : {title} {newTab}
      </span>
      <Icon name="external" className="size-4 rtl:-scale-x-100" />
    </a>
  );
}
