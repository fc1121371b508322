import { iconSvg } from '../images/build-icons';

/** The avatar's size in site.ts, as the sample's: a square that the page shows round. */
export const AVATAR_SIZE = 480;

/**
 * A picture for an owner with no photo: the initials on the accent, like the site's icons, so the
 * page looks finished until a photo replaces it. Text on the accent is white, which the content
 * check already holds to WCAG AA.
 */
export function initialsAvatarSvg(initials: string, accent: string): string {
  return iconSvg(initials, { size: AVATAR_SIZE, rounded: false, fonts: 'sans-serif' }, undefined, accent);
}

/** A project's stand-in picture: the accent with a soft diagonal, no text to go stale. */
export function projectPlaceholderSvg(accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <rect width="800" height="500" fill="${accent}"/>
  <path d="M0 500 L800 120 L800 500 Z" fill="#ffffff" fill-opacity="0.18"/>
</svg>
`;
}
