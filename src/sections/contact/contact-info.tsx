import type { ReactNode } from 'react';
import type { SiteContent } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { Icon, type IconName } from '../../ui/icon';
import { useText } from '../../ui/fallback-text';

type ContactInfoProps = { owner: SiteContent['owner']; words: Words['contact'] };

/** Whether the owner gives anything the cards show: without it, the form stands alone. */
export function hasContactInfo(owner: SiteContent['owner']): boolean {
  return [owner.city, owner.availability, owner.email, owner.phone].some((value) => value !== undefined);
}

type InfoCard = { icon: IconName; title: string; value: ReactNode };

export function ContactInfo({ owner, words }: ContactInfoProps) {
  const t = useText();
  const link = 'break-words text-accent hover:underline hover:underline-offset-4';
  // Only the cards the owner has something for (issue 41): no Address without a city, no Phone
  // without a number, no Open to work without words for it, no Email without an address.
  const cards: InfoCard[] = [
    ...(owner.city === undefined ? [] : [{ icon: 'map-pin' as const, title: words.address, value: t(owner.city) }]),
    ...(owner.availability === undefined ? [] : [{ icon: 'briefcase' as const, title: words.openToWork, value: t(owner.availability) }]),
    // An address and a number read left to right in any language: dir keeps "+1 (512) 555-0142"
    // from being reordered into "555-0142 (512) 1+" on a right-to-left page.
    ...(owner.email === undefined ? [] : [linkCard('mail', words.email, `mailto:${owner.email}`, owner.email, link)]),
    ...(owner.phone === undefined ? [] : [linkCard('phone', words.phone, `tel:${owner.phone.replace(/[^\d+]/gu, '')}`, owner.phone, link)]),
  ];
  // Nothing to list (no city, availability, email or phone): no empty list beside the form.
  if (cards.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {cards.map((card) => (
        <li key={card.icon} className="flex gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card transition-shadow hover:shadow-lift">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-text">
            <Icon name={card.icon} />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-text">{t(card.title)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{card.value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function linkCard(icon: IconName, title: string, href: string, text: string, link: string): InfoCard {
  return {
    icon,
    title,
    value: (
      <a className={link} href={href} dir="ltr">
        {text}
      </a>
    ),
  };
}
