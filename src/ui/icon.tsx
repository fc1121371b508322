/**
 * Every icon the page uses. Their shapes live once, as <symbol>s in `icons.svg`, which the build
 * puts into the page's HTML: no icon code in the JavaScript, no repeated paths, no extra request.
 */
export const ICON_NAMES = [
  'sun', 'moon', 'menu', 'close', 'external', 'download', 'arrow-right', 'map-pin',
  'briefcase', 'mail', 'phone', 'alert', 'check', 'github', 'linkedin', 'x', 'gitlab', 'mastodon',
  'bluesky', 'stackoverflow', 'youtube', 'devto', 'medium', 'website', 'link', 'languages',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

type IconProps = { name: IconName; className?: string };

/** Decorative by design: the control around it carries the accessible name. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
