import fontverter from 'fontverter';

/*
 * WOFF2 to sfnt and back, one conversion at a time. fontverter's WOFF2 codec (wawoff2) returns a
 * view of its WebAssembly memory, copied only after an `await`: conversions started together
 * overwrite each other's result before it is copied, and a font read back from one drew no letter
 * at all (four of Geist's five files, converted in one Promise.all). So every conversion folio makes
 * waits for the one before it.
 */
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime(convert: () => Promise<Buffer>): Promise<Buffer> {
  const result = queue.then(convert);
  queue = result.catch(() => undefined);
  return result;
}

/** The font as sfnt (TrueType or OpenType tables), what harfbuzz and the table readers take. */
export function toSfnt(font: Buffer): Promise<Buffer> {
  return oneAtATime(() => fontverter.convert(font, 'truetype'));
}

/** The font as WOFF2, what a page loads. */
export function toWoff2(font: Buffer): Promise<Buffer> {
  return oneAtATime(() => fontverter.convert(font, 'woff2'));
}
