/**
 * A photo file cut into the pieces its format is made of, each either picture data (kept as it is,
 * so stripping metadata never re-encodes a pixel) or metadata (named, for the owner to read). Only
 * the container is parsed; the compressed picture is copied byte for byte.
 */
import { crc32 } from 'node:zlib';

export type Piece = {
  bytes: Buffer;
  /** What metadata the piece holds ("EXIF", "XMP", …); undefined for what the picture needs. */
  metadata?: string;
  /** For an EXIF piece: its TIFF structure, where the orientation and the GPS pointer are. */
  tiff?: Buffer;
};

export type PhotoFormat = {
  pieces(bytes: Buffer): Piece[];
  /** An EXIF piece of this format holding `tiff`. */
  exifPiece(tiff: Buffer): Buffer;
  /** The file made of the kept pieces (a format whose header counts them fixes it up here). */
  join(pieces: readonly Piece[]): Buffer;
};

const EXIF_PREFIX = Buffer.from('Exif\0\0', 'latin1');
const startsWith = (bytes: Buffer, text: string) => bytes.subarray(0, text.length).toString('latin1') === text;
const withoutExifPrefix = (data: Buffer) => (startsWith(data, 'Exif\0\0') ? data.subarray(6) : data);

/** The APPn segments a JPEG decoder needs (JFIF, the ICC colour profile, Adobe's colour transform); the rest is metadata. */
function jpegMetadata(marker: number, payload: Buffer): Pick<Piece, 'metadata' | 'tiff'> {
  if (marker === 0xe1 && startsWith(payload, 'Exif\0\0')) return { metadata: 'EXIF', tiff: payload.subarray(6) };
  if (marker === 0xe1) return { metadata: 'XMP' };
  if (marker === 0xe2 && startsWith(payload, 'ICC_PROFILE\0')) return {};
  if (marker === 0xed) return { metadata: 'IPTC' };
  if (marker === 0xfe) return { metadata: 'a comment' };
  // APP2 that is not a colour profile is a multi-picture index (MPF); APP3–APP15 are makers' notes.
  if (marker >= 0xe2 && marker <= 0xef && marker !== 0xee) return { metadata: `APP${marker - 0xe0}` };
  return {};
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

export const jpeg: PhotoFormat = {
  pieces(bytes) {
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
    const pieces: Piece[] = [{ bytes: bytes.subarray(0, 2) }];
    let at = 2;
    while (at + 1 < bytes.length) {
      if (bytes[at] !== 0xff) throw new Error(`not a JPEG segment at byte ${at}`);
      while (bytes[at + 1] === 0xff) at += 1; // fill bytes before a marker
      const marker = bytes[at + 1] ?? 0;
      if (marker === 0xd9) {
        pieces.push({ bytes: bytes.subarray(at, at + 2) });
        // A phone may append more pictures (a depth map, a preview), each with its own EXIF.
        if (at + 2 < bytes.length) pieces.push({ bytes: bytes.subarray(at + 2), metadata: 'pictures after the image' });
        return pieces;
      }
      if (marker === 0x01 || isRestart(marker)) {
        pieces.push({ bytes: bytes.subarray(at, at + 2) });
        at += 2;
        continue;
      }
      const length = bytes.readUInt16BE(at + 2);
      let end = at + 2 + length;
      if (marker === 0xda) {
        // The compressed scan runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
        while (end + 1 < bytes.length && !(bytes[end] === 0xff && bytes[end + 1] !== 0 && !isRestart(bytes[end + 1] ?? 0))) end += 1;
      }
      pieces.push({ bytes: bytes.subarray(at, end), ...jpegMetadata(marker, bytes.subarray(at + 4, at + 2 + length)) });
      at = end;
    }
    return pieces;
  },
  exifPiece(tiff) {
    const header = Buffer.from([0xff, 0xe1, 0, 0]);
    header.writeUInt16BE(2 + EXIF_PREFIX.length + tiff.length, 2);
    return Buffer.concat([header, EXIF_PREFIX, tiff]);
  },
  join: (pieces) => Buffer.concat(pieces.map((piece) => piece.bytes)),
};

const PNG_TEXT = new Set(['tEXt', 'zTXt', 'iTXt']);

export const png: PhotoFormat = {
  pieces(bytes) {
    const pieces: Piece[] = [{ bytes: bytes.subarray(0, 8) }];
    for (let at = 8; at + 8 <= bytes.length; ) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      const chunk = bytes.subarray(at, at + 12 + length);
      const data = chunk.subarray(8, 8 + length);
      if (type === 'eXIf') pieces.push({ bytes: chunk, metadata: 'EXIF', tiff: withoutExifPrefix(data) });
      else if (PNG_TEXT.has(type)) pieces.push({ bytes: chunk, metadata: startsWith(data, 'XML:com.adobe.xmp') ? 'XMP' : 'text' });
      else if (type === 'tIME') pieces.push({ bytes: chunk, metadata: 'the time it was saved' });
      else pieces.push({ bytes: chunk });
      at += 12 + length;
    }
    return pieces;
  },
  exifPiece(tiff) {
    const typed = Buffer.concat([Buffer.from('eXIf', 'latin1'), tiff]);
    const chunk = Buffer.alloc(12 + tiff.length);
    chunk.writeUInt32BE(tiff.length, 0);
    typed.copy(chunk, 4);
    chunk.writeUInt32BE(crc32(typed), 8 + tiff.length);
    return chunk;
  },
  join: (pieces) => Buffer.concat(pieces.map((piece) => piece.bytes)),
};

/** VP8X's flags for the EXIF and XMP chunks, which must say whether the file has them. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

export const webp: PhotoFormat = {
  pieces(bytes) {
    if (!startsWith(bytes, 'RIFF') || bytes.toString('latin1', 8, 12) !== 'WEBP') throw new Error('not a WebP');
    const pieces: Piece[] = [{ bytes: bytes.subarray(0, 12) }];
    for (let at = 12; at + 8 <= bytes.length; ) {
      const type = bytes.toString('latin1', at, at + 4);
      const length = bytes.readUInt32LE(at + 4);
      const chunk = bytes.subarray(at, at + 8 + length + (length % 2));
      if (type === 'EXIF') pieces.push({ bytes: chunk, metadata: 'EXIF', tiff: withoutExifPrefix(chunk.subarray(8, 8 + length)) });
      else if (type === 'XMP ') pieces.push({ bytes: chunk, metadata: 'XMP' });
      else pieces.push({ bytes: chunk });
      at += chunk.length;
    }
    return pieces;
  },
  exifPiece(tiff) {
    const chunk = Buffer.alloc(8 + tiff.length + (tiff.length % 2));
    chunk.write('EXIF', 0, 'latin1');
    chunk.writeUInt32LE(tiff.length, 4);
    tiff.copy(chunk, 8);
    return chunk;
  },
  join(pieces) {
    const types = new Set(pieces.map((piece) => piece.bytes.toString('latin1', 0, 4)));
    const copies = pieces.map((piece) => Buffer.from(piece.bytes));
    const extended = copies.find((piece) => piece.toString('latin1', 0, 4) === 'VP8X');
    if (extended) {
      let flags = extended[8] ?? 0;
      flags = types.has('EXIF') ? flags | VP8X_EXIF : flags & ~VP8X_EXIF;
      flags = types.has('XMP ') ? flags | VP8X_XMP : flags & ~VP8X_XMP;
      extended[8] = flags;
    }
    const file = Buffer.concat(copies);
    file.writeUInt32LE(file.length - 8, 4);
    return file;
  },
};
