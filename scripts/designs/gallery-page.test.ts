import { describe, expect, it } from 'vitest';
import { DESIGNS } from '../../contract/designs';
import { galleryPage, livePage, type GalleryShot } from './gallery-page';

const shots: GalleryShot[] = DESIGNS.flatMap((design) =>
  (['desktop', 'phone'] as const).flatMap((width) => (['light', 'dark'] as const).map((theme) => ({ design, width, theme, file: `${design}-${width}-${theme}.png` }))),
);

describe('the designs gallery', () => {
  it('shows each design with the line that chooses it, the owner’s own first', () => {
    const html = galleryPage('Dana <Okafor>', 'terminal', DESIGNS, shots);
    const headings = [...html.matchAll(/<h2>([a-z]+)/gu)].map((match) => match[1]);
    expect(headings).toEqual(['terminal', ...DESIGNS.filter((design) => design !== 'terminal')]);
    for (const design of DESIGNS) expect(html).toContain(`design: '${design}'`);
    expect(html).toContain('<h2>terminal <strong>(your site now)</strong>');
    // The owner's name is text, never markup.
    expect(html).toContain('Dana &#60;Okafor&#62;');
    expect(html).not.toContain('<Okafor>');
  });

  it('shows every picture, each described for a reader who cannot see it', () => {
    const html = galleryPage('Dana Okafor', 'default', DESIGNS, shots);
    const images = [...html.matchAll(/<img src="([^"]+)" alt="([^"]+)"/gu)];
    expect(images.map((image) => image[1]).sort()).toEqual(shots.map((shot) => shot.file).sort());
    expect(images[0]?.[2]).toBe('Dana Okafor&#39;s page in the default design, light theme, at desktop width');
  });

  it('frames every served design live, the chosen one first, each named and titled', () => {
    const html = livePage('Dana <Okafor>', 'sidebar', DESIGNS.map((design, n) => ({ design, origin: `http://127.0.0.1:${5000 + n}` })));
    const frames = [...html.matchAll(/<iframe src="([^"]+)" title="([^"]+)"/gu)];
    expect(frames).toHaveLength(DESIGNS.length);
    expect(frames[0]?.[2]).toBe('Dana &#60;Okafor&#62;&#39;s page in the sidebar design');
    expect(html).not.toContain('<Okafor>');
  });
});
