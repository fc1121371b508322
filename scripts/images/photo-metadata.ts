/**
 * The owner's original photos are committed beside their renders (a fresh clone must be able to
 * render them again), and a public repository publishes them. So `npm run images` takes their
 * metadata out in place (GPS position, camera serial, times, XMP, IPTC, comments), losslessly: the
 * compressed picture is copied as it is, and only the orientation is written back, in an EXIF of
 * its own, so the photo still turns upright. `npm run check:content` refuses one that still has a
 * position. Decision 022 says why this, and not a git-ignored folder of originals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jpeg, png, webp, type PhotoFormat, type Piece } from './photo-formats';

const FORMATS: Record<string, PhotoFormat> = { jpg: jpeg, jpeg, png, webp };

/** The format of a photo file by its extension, or undefined for what is not a photo (an SVG). */
export function photoFormatOf(file: string): PhotoFormat | undefined {
  return FORMATS[path.extname(file).slice(1).toLowerCase()];
}

const ORIENTATION_TAG = 0x0112;
const GPS_POINTER_TAG = 0x8825;

/** The orientation and whether there is a GPS position, read from IFD0 of an EXIF TIFF structure. */
export function readTiff(tiff: Buffer): { orientation: number; gps: boolean } {
  const order = tiff.toString('latin1', 0, 2);
  if (tiff.length < 8 || (order !== 'II' && order !== 'MM')) return { orientation: 1, gps: false };
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return { orientation: 1, gps: false };
  let orientation = 1;
  let gps = false;
  for (let entry = ifd + 2, left = u16(ifd); left > 0 && entry + 12 <= tiff.length; left -= 1, entry += 12) {
    const tag = u16(entry);
    if (tag === ORIENTATION_TAG) orientation = u16(entry + 8);
    if (tag === GPS_POINTER_TAG) gps = true;
  }
  return { orientation, gps };
}

/** The smallest EXIF a viewer reads an orientation from: IFD0 with that one tag. */
function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM\0\x2a', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  return tiff; // the next IFD's offset stays 0: there is none
}

const isOrientationOnly = (tiff: Buffer) => tiff.equals(orientationTiff(readTiff(tiff).orientation));

/** What metadata a photo carries (kinds, as the owner reads them) and whether any of it is a position. */
export function photoMetadata(bytes: Buffer, format: PhotoFormat): { kinds: string[]; gps: boolean } {
  const found = format.pieces(bytes).filter((piece) => piece.metadata && !(piece.tiff && isOrientationOnly(piece.tiff)));
  const gps = found.some((piece) => (piece.tiff ? readTiff(piece.tiff).gps : /GPSLatitude/u.test(piece.bytes.toString('latin1'))));
  return { kinds: [...new Set(found.map((piece) => (piece.tiff && readTiff(piece.tiff).gps ? 'EXIF with a GPS position' : (piece.metadata as string))))].sort(), gps };
}

/** The photo without its metadata but its orientation; the same bytes when there was none. */
export function stripPhotoMetadata(bytes: Buffer, format: PhotoFormat): Buffer {
  const pieces = format.pieces(bytes);
  const orientation = pieces.map((piece) => (piece.tiff ? readTiff(piece.tiff).orientation : 1)).find((value) => value !== 1) ?? 1;
  let oriented = orientation === 1;
  const kept = pieces.flatMap((piece): Piece[] => {
    if (!piece.metadata) return [piece];
    // The orientation goes back where the first EXIF was, where the format wants an EXIF to be.
    if (piece.tiff && !oriented) {
      oriented = true;
      return [{ bytes: format.exifPiece(orientationTiff(orientation)) }];
    }
    return [];
  });
  const stripped = format.join(kept);
  return stripped.equals(bytes) ? bytes : stripped;
}

/**
 * Strips every photo in `dir` (every one: a photo the content no longer names is still committed),
 * and returns one line per file it changed, naming what it took out.
 */
export async function stripOriginals(dir: string, shown: (file: string) => string): Promise<string[]> {
  const lines: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const format = photoFormatOf(name);
    if (!format) continue;
    const file = path.join(dir, name);
    const bytes = await readFile(file);
    let kinds: string[];
    let stripped: Buffer;
    try {
      kinds = photoMetadata(bytes, format).kinds;
      stripped = stripPhotoMetadata(bytes, format);
    } catch (error) {
      throw new Error(`${shown(file)} cannot be read as its extension says (${error instanceof Error ? error.message : String(error)}): save it again as a ${path.extname(name).slice(1)}, or rename it`, { cause: error });
    }
    if (kinds.length === 0) continue;
    await writeFile(file, stripped);
    lines.push(`${shown(file)}: removed its metadata (${kinds.join(', ')}); the picture and its orientation are unchanged`);
  }
  return lines;
}

/** One line per photo in `dir` that still has a GPS position, saying how to take it out. */
export function photosWithPosition(dir: string, shown: (file: string) => string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return []; // no images folder: the missing renders are reported on their own
  }
  return names.flatMap((name) => {
    const format = photoFormatOf(name);
    if (!format) return [];
    const file = path.join(dir, name);
    let gps: boolean;
    try {
      gps = photoMetadata(readFileSync(file), format).gps;
    } catch {
      return []; // not a file of its format: sharp says so when it is rendered
    }
    return gps ? [`${shown(file)} has a GPS position in its metadata, and committing it publishes where it was taken: run npm run images to remove it`] : [];
  });
}
