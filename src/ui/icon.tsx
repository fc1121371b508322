/**
 * Every icon the page uses. Their shapes live once, as <symbol>s in `icons.svg`: no icon code in
 * the JavaScript, no repeated paths. The build serves them as one cached file every page shares
 * (scripts/build/icon-sprite.ts); the dev server puts them into the page.
 */
export const ICON_NAMES = [
  'sun', 'moon', 'menu', 'close', 'external', 'download', 'arrow-right', 'map-pin',
  'briefcase', 'mail', 'phone', 'alert', 'check', 'github', 'linkedin', 'x', 'gitlab', 'mastodon',
  'bluesky', 'stackoverflow', 'youtube', 'devto', 'medium', 'website', 'link', 'languages',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The built sprite's address; undefined in dev and tests, where the symbols are in the page. */
declare const __FOLIO_ICON_SPRITE__: string | undefined;
const SPRITE = typeof __FOLIO_ICON_SPRITE__ === 'string' ? __FOLIO_ICON_SPRITE__ : '';

type IconProps = { name: IconName; className?: string };

/** Decorative by design: the control around it carries the accessible name. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${SPRITE}#icon-${name}`} />
    </svg>
  );
}
