/**
 * The 1200x630 Open Graph image (og-image.png) that link previews show, drawn from the content:
 * initials and host, name, job title, goal, a few skills and the avatar. An owner with no photo
 * gets the same card with its text across the whole width and no frame for a picture: the badge
 * of initials at the top is the card's only mark of them, and no stand-in picture is drawn.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageRef, SiteContent } from '../../contract/content-schema';
import { escapeHtml } from '../html/head-tags';
import { shareColours } from '../colour/accent';
import { textDirection } from '../languages/languages';
import { sourceOf } from './render-variants';

const WIDTH = 1200;
const HEIGHT = 630;
const PAD = 80;
export const AVATAR = { size: 320, cx: 950, cy: 310 };
/** The text's width beside the avatar, and across the card when there is none. */
const COLUMN = AVATAR.cx - AVATAR.size / 2 - 60 - PAD;
export const FULL_COLUMN = WIDTH - 2 * PAD;
// librsvg resolves this through fontconfig; any installed sans face will do (DejaVu Sans here).
const FONT = 'sans-serif';
const MAX_SKILLS = 5;
const PILL_HEIGHT = 44;

type Weight = 400 | 700;

/**
 * Width of text as librsvg will draw it, measured by rendering it: the font on the build machine
 * decides, so guessing from character counts would overflow on wide faces.
 */
export async function textWidth(text: string, fontSize: number, weight: Weight): Promise<number> {
  const width = Math.ceil(fontSize * (text.length + 2));
  const height = Math.ceil(fontSize * 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/><text x="${fontSize}" y="${fontSize * 1.4}" font-family="${FONT}" font-size="${fontSize}" font-weight="${weight}" fill="#fff">${escapeHtml(text)}</text></svg>`;
  try {
    const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 40 }).toBuffer({ resolveWithObject: true });
    return info.width;
  } catch {
    return 0;
  }
}

/** Greedy word wrap against measured widths. */
export async function wrapLines(text: string, fontSize: number, max: number, weight: Weight): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && (await textWidth(candidate, fontSize, weight)) > max) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

type Fitted = { size: number; lines: string[] };

/**
 * One line, shrinking from `start` to `min`; failing that, up to `maxLines` at `min`; and as a last
 * resort the last line cut with an ellipsis, so odd content never runs into the avatar.
 */
export async function fitText(value: string, start: number, min: number, maxLines: number, weight: Weight, column = COLUMN): Promise<Fitted> {
  for (let size = start; size >= min; size -= 2) {
    if ((await textWidth(value, size, weight)) <= column) return { size, lines: [value] };
  }
  const lines = await wrapLines(value, min, column, weight);
  if (lines.length <= maxLines) return { size: min, lines };
  const kept = lines.slice(0, maxLines);
  let last = `${kept.pop() ?? ''}…`;
  while (last.length > 1 && (await textWidth(last, min, weight)) > column) last = `${last.slice(0, -2)}…`;
  return { size: min, lines: [...kept, last] };
}

/**
 * Which way the card reads: a right-to-left language's is the mirror of a left-to-right one's,
 * the text on the right, starting at its right edge (`direction="rtl"`: librsvg then anchors each
 * line's start there and lays it out with the bidirectional algorithm), the avatar on the left.
 */
type Side = { rtl: boolean };

/** The card's `x` from the left, on its side: mirrored for right to left. */
const across = (side: Side, x: number) => (side.rtl ? WIDTH - x : x);

/** The avatar's centre, on the card's side. */
export const avatarCentre = (site: SiteContent) => across(sideOf(site), AVATAR.cx);

const sideOf = (site: SiteContent): Side => ({ rtl: textDirection(site.lang) === 'rtl' });

/** How wide the text may run: beside the photo, or across the card when the owner has none. */
const columnOf = (site: SiteContent) => (site.owner.avatar === undefined ? FULL_COLUMN : COLUMN);

function text(side: Side, x: number, y: number, size: number, weight: Weight, fill: string, value: string, extra = ''): string {
  const direction = side.rtl ? ' direction="rtl"' : '';
  return `<text x="${across(side, x)}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${direction} ${extra}>${escapeHtml(value)}</text>`;
}

/** As many of the first skills as fit on one row; a second row made the card look busy. */
async function skillPills(site: SiteContent, top: number): Promise<string[]> {
  const colours = shareColours(site);
  const side = sideOf(site);
  const fontSize = 21;
  const gap = 12;
  const parts: string[] = [];
  let x = PAD;
  for (const skill of site.skills.slice(0, MAX_SKILLS)) {
    const width = (await textWidth(skill.name, fontSize, 700)) + 44;
    if (x + width > PAD + columnOf(site)) break;
    parts.push(
      `<rect x="${side.rtl ? WIDTH - x - width : x}" y="${top}" width="${width}" height="${PILL_HEIGHT}" rx="${PILL_HEIGHT / 2}" fill="#ffffff" fill-opacity="0.08" stroke="${colours.ring}" stroke-opacity="0.35"/>`,
      text(side, x + 22, top + 29, fontSize, 700, colours.text, skill.name),
    );
    x += width + gap;
  }
  return parts;
}

type Block = Fitted & { weight: Weight; fill: string; lineHeight: number; gapAfter: number; extra?: string };

/**
 * The card's background (`#bg`, the owner's colour) and its strip (`#strip`), from the start side:
 * the site's card and a post's draw the same. `extra`: more gradients of the card's own.
 */
export function cardGradients(colours: Pick<ReturnType<typeof shareColours>, 'from' | 'to' | 'strip'>, rtl: boolean, extra = ''): string {
  return `<defs>
    <linearGradient id="bg" x1="${rtl ? 1 : 0}" y1="0" x2="${rtl ? 0 : 1}" y2="1">
      <stop offset="0" stop-color="${colours.from}"/>
      <stop offset="1" stop-color="${colours.to}"/>
    </linearGradient>
    ${extra}
    <linearGradient id="strip" x1="${rtl ? 1 : 0}" y1="0" x2="${rtl ? 0 : 1}" y2="0">
      <stop offset="0" stop-color="${colours.strip[0]}"/>
      <stop offset="0.6" stop-color="${colours.strip[1]}"/>
      <stop offset="1" stop-color="${colours.strip[2]}"/>
    </linearGradient>
  </defs>`;
}

/** Stacks the text blocks and the pills, and returns them with their total height. */
async function textColumn(site: SiteContent, blocks: Block[]): Promise<{ parts: string[]; height: number }> {
  const parts: string[] = [];
  let cursor = 0;
  for (const block of blocks) {
    block.lines.forEach((line, index) => {
      // The first baseline sits about one ascent below the cursor; later ones one line pitch apart.
      cursor += index === 0 ? block.size * 0.95 : block.size * block.lineHeight;
      parts.push(text(sideOf(site), PAD, Math.round(cursor), block.size, block.weight, block.fill, line, block.extra));
    });
    cursor += block.size * 0.3 + block.gapAfter;
  }
  parts.push(...(await skillPills(site, Math.round(cursor))));
  return { parts, height: cursor + PILL_HEIGHT };
}

export async function shareImageSvg(site: SiteContent): Promise<string> {
  const { owner } = site;
  const colours = shareColours(site);
  const side = sideOf(site);
  const avatarX = avatarCentre(site);
  const column = columnOf(site);
  // No siteUrl, no address on the card: never one that is not the owner's.
  const host = site.siteUrl === undefined ? '' : new URL(site.siteUrl).host;
  const name = await fitText(owner.name, 76, 52, 2, 700, column);
  // Only the lines the owner wrote (issue 41): no title or goal, no line (and no gap) for it.
  const title = owner.jobTitle === undefined ? undefined : await fitText(owner.jobTitle, 36, 26, 2, 400, column);
  const goal = owner.goal === undefined ? undefined : await fitText(owner.goal, 30, 22, 2, 400, column);
  const stacked = await textColumn(site, [
    { ...name, weight: 700, fill: '#ffffff', lineHeight: 1.1, gapAfter: 18, extra: 'letter-spacing="-1"' },
    ...(title === undefined ? [] : [{ ...title, weight: 400 as const, fill: colours.title, lineHeight: 1.3, gapAfter: 26 }]),
    ...(goal === undefined ? [] : [{ ...goal, weight: 400 as const, fill: colours.text, lineHeight: 1.4, gapAfter: 32 }]),
  ]);
  // Centred on the avatar (or where it would be), but never up into the initials-and-host header.
  const top = Math.round(Math.max(150, AVATAR.cy - stacked.height / 2));
  // The photo's frame only around a photo: an empty ring would read as a picture missing.
  const frame = owner.avatar === undefined ? '' : `<circle cx="${avatarX}" cy="${AVATAR.cy}" r="${AVATAR.size / 2 + 22}" fill="#ffffff" fill-opacity="0.06" stroke="${colours.ring}" stroke-opacity="0.3" stroke-width="2"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${cardGradients(colours, side.rtl, `<radialGradient id="glow">
      <stop offset="0" stop-color="${colours.glow}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${colours.glow}" stop-opacity="0"/>
    </radialGradient>`)}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${avatarX}" cy="${AVATAR.cy}" r="360" fill="url(#glow)"/>
  ${frame}
  <rect x="${across(side, PAD) - (side.rtl ? 56 : 0)}" y="72" width="56" height="56" rx="14" fill="${colours.badge}"/>
  ${text({ rtl: false }, across(side, PAD + 28), 109, 24, 700, '#ffffff', owner.initials.toUpperCase(), 'text-anchor="middle"')}
  ${text(side, PAD + 76, 108, 24, 400, colours.ring, host)}
  <g transform="translate(0 ${top})">
    ${stacked.parts.join('\n    ')}
  </g>
  <rect y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="url(#strip)"/>
</svg>
`;
}

/** The avatar drawn round at the card's size, from its own source: an SVG drawn at the size needed, or a photo (turned upright, cropped). */
async function roundAvatar(picture: ImageRef, imagesDir: string): Promise<Buffer> {
  const source = await sourceOf(picture.name, imagesDir);
  const input = await readFile(source);
  return (source.endsWith('.svg')
    ? sharp(input, { density: 72 * Math.max(1, AVATAR.size / picture.width) })
    : sharp(input).rotate()
  )
    .resize(AVATAR.size, AVATAR.size, { fit: 'cover', position: source.endsWith('.svg') ? 'centre' : 'attention' })
    // Round, inside its ring: a photo is a square, and only an SVG drawn round would be otherwise.
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR.size}" height="${AVATAR.size}"><circle cx="${AVATAR.size / 2}" cy="${AVATAR.size / 2}" r="${AVATAR.size / 2}"/></svg>`), blend: 'dest-in' }])
    .png()
    .toBuffer();
}

export async function buildShareImage(site: SiteContent, imagesDir: string, outFile: string): Promise<void> {
  const { avatar } = site.owner;
  const background = Buffer.from(await shareImageSvg(site));
  await mkdir(path.dirname(outFile), { recursive: true });
  await sharp(background)
    .composite(avatar === undefined ? [] : [{ input: await roundAvatar(avatar, imagesDir), left: avatarCentre(site) - AVATAR.size / 2, top: AVATAR.cy - AVATAR.size / 2 }])
    .png({ compressionLevel: 9, palette: true, quality: 90, dither: 0.6 })
    .toFile(outFile);
}
