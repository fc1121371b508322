import { escapeHtml } from '../html/head-tags';

/**
 * A repository's card picture (`npm run github`): the accent with a soft diagonal and the
 * repository's name, which does not change, so the card never goes stale.
 */
export function repoCardSvg(accent: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <rect width="800" height="500" fill="${accent}"/>
  <path d="M0 500 L800 120 L800 500 Z" fill="#ffffff" fill-opacity="0.18"/>
  ${cardName(name)}
</svg>
`;
}

/** The name in white on the accent (held to WCAG AA by the content check), shrunk to fit the width. */
function cardName(name: string): string {
  // Sans-serif glyphs average about 0.6 em: 680 px of text leaves a margin either side of 800.
  const fontSize = Math.min(72, Math.floor(680 / (Math.max(1, name.length) * 0.6)));
  return `<text x="400" y="${(250 + fontSize * 0.36).toFixed(0)}" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeHtml(name)}</text>`;
}
