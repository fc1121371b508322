/**
 * The site's icons, drawn from the owner's initials: favicon.svg for browsers, and PNGs for the
 * web manifest (192, 512) and iOS home screens (180).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteContent } from '../../contract/content-schema';
import { accentOf, DEFAULT_ACCENT } from '../colour/accent';
import { escapeHtml } from '../html/head-tags';

// Browsers draw the favicon with the visitor's fonts; sharp (librsvg) only knows what fontconfig finds.
const BROWSER_FONTS = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const RASTER_FONTS = 'sans-serif';

type IconOptions = { size: number; rounded: boolean; fonts: string };

function monogramFontSize(initials: string, size: number): number {
  return size * (initials.trim().length <= 2 ? 0.44 : 0.34);
}

function monogramText(initials: string, size: number, fonts: string): string {
  const letters = initials.trim().toUpperCase();
  const fontSize = monogramFontSize(letters, size);
  // Capitals sit about 0.36 em above the baseline's midpoint, so this centres them optically.
  const baseline = size / 2 + fontSize * 0.36;
  return `<text x="${size / 2}" y="${baseline.toFixed(2)}" text-anchor="middle" font-family="${fonts}" font-size="${fontSize.toFixed(2)}" font-weight="700" letter-spacing="${(-fontSize * 0.02).toFixed(2)}" fill="#ffffff">${escapeHtml(letters)}</text>`;
}

/** A font-free mark (an angle-bracket pair) for machines where no font can draw the initials. */
function geometricMark(size: number): string {
  const s = size / 64;
  return `<path d="M${26 * s} ${20 * s} L${14 * s} ${32 * s} L${26 * s} ${44 * s} M${38 * s} ${20 * s} L${50 * s} ${32 * s} L${38 * s} ${44 * s}" fill="none" stroke="#ffffff" stroke-width="${6 * s}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function iconSvg(initials: string, { size, rounded, fonts }: IconOptions, mark?: string, accent = DEFAULT_ACCENT): string {
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${accent}"/>
  ${mark ?? monogramText(initials, size, fonts)}
</svg>
`;
}

/**
 * True when librsvg drew real glyphs. With no usable font, pango still draws tiny "missing glyph"
 * boxes, so ink alone proves nothing; capitals must stand at least half an em tall.
 */
async function canRenderText(initials: string): Promise<boolean> {
  const size = 128;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#000000"/>${monogramText(initials, size, RASTER_FONTS)}</svg>`;
  try {
    const { info } = await sharp(Buffer.from(svg)).trim({ threshold: 40 }).toBuffer({ resolveWithObject: true });
    return info.height >= monogramFontSize(initials, size) * 0.5 && info.height < size;
  } catch {
    // trim() fails on an image with nothing but background: no glyphs at all.
    return false;
  }
}

/** The favicon, linked from the page as favicon.svg and listed in the manifest. */
export function faviconSvg(initials: string, accent = DEFAULT_ACCENT): string {
  return iconSvg(initials, { size: 64, rounded: true, fonts: BROWSER_FONTS }, undefined, accent);
}

export async function buildIcons(site: SiteContent, outDir: string): Promise<void> {
  const { initials } = site.owner;
  const accent = accentOf(site);
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'favicon.svg'), faviconSvg(initials, accent));

  const textWorks = await canRenderText(initials);
  if (!textWorks) console.warn('build-icons: no font found for the initials; PNG icons use a geometric mark');
  // iOS rounds apple-touch-icon itself and shows transparent corners as black, so that one is square.
  const pngs = [
    { file: 'icon-192.png', size: 192, rounded: true },
    { file: 'icon-512.png', size: 512, rounded: true },
    { file: 'apple-touch-icon.png', size: 180, rounded: false },
  ];
  for (const { file, size, rounded } of pngs) {
    const svg = iconSvg(initials, { size, rounded, fonts: RASTER_FONTS }, textWorks ? undefined : geometricMark(size), accent);
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(outDir, file));
  }
}
