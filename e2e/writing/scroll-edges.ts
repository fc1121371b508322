import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { channelsOf } from '../written-out';

/** How far (summed over R, G and B) a column's colour is from the box's own background, at each edge. */
export type EdgeDistances = { start: number; end: number };

/**
 * What a visitor sees at the two edges of a box that scrolls sideways: the median colour of a
 * column of pixels just inside each edge (the middle rows, clear of the rounded corners; the median,
 * so that a letter passing under the edge does not count), against the box's own background, read
 * from the custom property `background` names (a `#rrggbb` colour, as the stylesheet and the
 * highlighter write them). Near 0: the edge shows the plain background; a shadow sets it apart.
 */
export async function edgeDistances(box: Locator, background: string): Promise<EdgeDistances> {
  const plain = channelsOf((await box.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), background)).trim());
  const { data, info } = await sharp(await box.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const column = (x: number) => {
    const pixels: number[][] = [];
    for (let y = Math.round(info.height * 0.25); y < Math.round(info.height * 0.75); y += 1) {
      const at = (y * info.width + x) * info.channels;
      pixels.push([data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]);
    }
    const median = [0, 1, 2].map((channel) => pixels.map((pixel) => pixel[channel] ?? 0).sort((a, b) => a - b)[pixels.length >> 1] ?? 0);
    return median.reduce((sum, value, channel) => sum + Math.abs(value - (plain[channel] ?? 0)), 0);
  };
  // Three pixels in: past a 1 px border, inside the shadow's 0.9 rem.
  return { start: column(3), end: column(info.width - 4) };
}

/** Scrolls a box to its far end (the right: code and tables read left to right here). */
export async function scrollToEnd(box: Locator): Promise<void> {
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
}
