import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/writing/site';
import { shareColours } from '../colour/accent';
import { postShareImageSvg } from './post-share-image';

describe('postShareImageSvg', () => {
  it("draws the title on the owner's colour at 1200x630, right to left for such a language", async () => {
    const svg = await postShareImageSvg(site, 'A tour of everything a post can say', 'Alex Rivera · March 14, 2025');
    expect(svg).toContain('A tour of everything');
    expect(svg).toContain(shareColours(site).from);
    const { width, height } = await sharp(Buffer.from(svg)).metadata();
    expect([width, height]).toEqual([1200, 630]);
    expect(await postShareImageSvg({ ...site, lang: 'ar' }, 'تسليم تغييرات صغيرة', 'x')).toContain('direction="rtl"');
  });
});
