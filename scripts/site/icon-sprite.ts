import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The icons' shapes (src/ui/icon.tsx), one <symbol> each. */
const SOURCE = new URL('../../src/ui/icons.svg', import.meta.url);

/** src/ui/icons.svg without its comments and the whitespace between tags. */
export function iconSpriteSvg(): string {
  return readFileSync(SOURCE, 'utf8')
    .replace(/<!--[\s\S]*?-->/gu, '')
    .replace(/>\s+</gu, '><')
    .trim();
}

/**
 * The sprite as the built site serves it: `assets/icons-<hash>.svg`, named by what it holds, so it
 * is cached for a year like the script and shared by every page. Not in the HTML: there it was
 * 1.4 kB gzip of every page, enough to push the HTML past a connection's first flight (issue 24).
 */
export function iconSpriteFile(): { file: string; svg: string } {
  const svg = iconSpriteSvg();
  return { file: `assets/icons-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`, svg };
}

/** The define that points every icon at the sprite file (src/ui/icon.tsx), in both builds. */
export function iconSpriteDefine(base: string): Record<string, string> {
  return { __FOLIO_ICON_SPRITE__: JSON.stringify(`${base}${iconSpriteFile().file}`) };
}
