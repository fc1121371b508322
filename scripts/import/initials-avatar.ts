import { iconSvg } from '../images/build-icons';
import { escapeHtml } from '../html/head-tags';

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

/**
 * A project's stand-in picture: the accent with a soft diagonal. The import's has no text to go
 * stale; a GitHub repository's card (scripts/github/) names the repository, which does not change.
 */
export function projectPlaceholderSvg(accent: string, name?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <rect width="800" height="500" fill="${accent}"/>
  <path d="M0 500 L800 120 L800 500 Z" fill="#ffffff" fill-opacity="0.18"/>${name === undefined ? '' : `\n  ${cardName(name)}`}
</svg>
`;
}

/** The name in white on the accent (held to WCAG AA by the content check), shrunk to fit the width. */
function cardName(name: string): string {
  // Sans-serif glyphs average about 0.6 em: 680 px of text leaves a margin either side of 800.
  const fontSize = Math.min(72, Math.floor(680 / (Math.max(1, name.length) * 0.6)));
  return `<text x="400" y="${(250 + fontSize * 0.36).toFixed(0)}" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeHtml(name)}</text>`;
}
