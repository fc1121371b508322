/**
 * Every icon the page uses. Their shapes live once, as <symbol>s in `icons.svg`: no icon code in
 * the JavaScript, no repeated paths. The build serves them as one cached file every page shares
 * (scripts/site/icon-sprite.ts); the dev server puts them into the page.
 */
export const ICON_NAMES = [
  'sun', 'moon', 'menu', 'close', 'external', 'download', 'arrow-right', 'map-pin',
  'briefcase', 'mail', 'phone', 'alert', 'check', 'github', 'linkedin', 'x', 'gitlab', 'mastodon',
  'bluesky', 'stackoverflow', 'youtube', 'devto', 'medium', 'website', 'link', 'languages', 'chevron-down', 'file-text',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The built sprite's address; undefined in dev and tests, where the symbols are in the page. */
declare const __FOLIO_ICON_SPRITE__: string | undefined;
const SPRITE = typeof __FOLIO_ICON_SPRITE__ === 'string' ? __FOLIO_ICON_SPRITE__ : '';

type IconProps = {
  name: IconName;
  className?: string;
  /**
   * Degrees to turn it by, as an SVG attribute: a style attribute would break the page's
   * Content-Security-Policy, and a class per angle would weigh on every page's inlined CSS.
   * (Tailwind reads these files for class names, so this comment names none.)
   */
  turn?: number;
};

/** Decorative by design: the control around it carries the accessible name. */
export function Icon({ name, className = 'size-5', turn }: IconProps) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" {...(turn === undefined ? {} : { transform: `rotate(${turn})` })}>
      <use href={`${SPRITE}#icon-${name}`} />
    </svg>
  );
}
