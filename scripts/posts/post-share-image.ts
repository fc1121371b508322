import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteContent } from '../../contract/content-schema';
import { shareColours } from '../colour/accent';
import { escapeHtml } from '../html/head-tags';
import { cardGradients, wrapLines } from '../images/build-share-image';
import { textDirection } from '../languages/languages';

const WIDTH = 1200;
const HEIGHT = 630;
const PAD = 80;
const FONT = 'sans-serif';
/** The title's largest and smallest sizes, and how many lines it may take. */
const TITLE = { start: 68, min: 44, lines: 3 } as const;

/** The title in as few lines as fit, largest first; cut with an ellipsis as a last resort. */
async function fitTitle(title: string): Promise<{ size: number; lines: string[] }> {
  for (let size: number = TITLE.start; size >= TITLE.min; size -= 4) {
    const lines = await wrapLines(title, size, WIDTH - 2 * PAD, 700);
    if (lines.length <= TITLE.lines) return { size, lines };
  }
  const lines = await wrapLines(title, TITLE.min, WIDTH - 2 * PAD, 700);
  return { size: TITLE.min, lines: [...lines.slice(0, TITLE.lines - 1), `${lines[TITLE.lines - 1] ?? ''}…`] };
}

/**
 * A post's 1200x630 picture for link previews (issue 24): its title large on the owner's colour, the
 * owner's initials and site above it, their name and the post's date below; right to left for a
 * post in such a language.
 */
export async function postShareImageSvg(site: SiteContent, title: string, byline: string): Promise<string> {
  const colours = shareColours(site);
  // No siteUrl, no address on the card: never one that is not the owner's.
  const host = site.siteUrl === undefined ? '' : new URL(site.siteUrl).host;
  const rtl = textDirection(site.lang) === 'rtl';
  const x = rtl ? WIDTH - PAD : PAD;
  const anchor = rtl ? 'end' : 'start';
  const text = (y: number, size: number, weight: 400 | 700, fill: string, value: string) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" direction="${rtl ? 'rtl' : 'ltr'}">${escapeHtml(value)}</text>`;
  const fitted = await fitTitle(title);
  const pitch = fitted.size * 1.18;
  const top = Math.round((HEIGHT - fitted.lines.length * pitch) / 2 + fitted.size * 0.85);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${cardGradients(colours, rtl)}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect x="${rtl ? WIDTH - PAD - 56 : PAD}" y="72" width="56" height="56" rx="14" fill="${colours.badge}"/>
  <text x="${rtl ? WIDTH - PAD - 28 : PAD + 28}" y="109" font-family="${FONT}" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeHtml(site.owner.initials.toUpperCase())}</text>
  <text x="${rtl ? WIDTH - PAD - 76 : PAD + 76}" y="108" font-family="${FONT}" font-size="24" fill="${colours.ring}" text-anchor="${anchor}">${escapeHtml(host)}</text>
  ${fitted.lines.map((line, index) => text(Math.round(top + index * pitch), fitted.size, 700, '#ffffff', line)).join('\n  ')}
  ${text(HEIGHT - 72, 26, 400, colours.text, byline)}
  <rect y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="url(#strip)"/>
</svg>
`;
}

export async function buildPostShareImage(site: SiteContent, title: string, byline: string, outFile: string): Promise<void> {
  await mkdir(path.dirname(outFile), { recursive: true });
  await sharp(Buffer.from(await postShareImageSvg(site, title, byline)))
    .png({ compressionLevel: 9, palette: true, quality: 90, dither: 0.6 })
    .toFile(outFile);
}
