import { describe, expect, it } from 'vitest';
import { imageUrl, registerImageUrls } from './image-urls';

describe('imageUrl', () => {
  it('gives the address registered for a rendered file', () => {
    registerImageUrls({ 'portrait-480.avif': '/assets/portrait-480-abc.avif' });
    expect(imageUrl('portrait-480.avif')).toBe('/assets/portrait-480-abc.avif');
  });

  it('names the missing file and the command that renders it', () => {
    expect(() => imageUrl('nowhere-400.webp')).toThrow('images/nowhere-400.webp is missing from the content folder: run npm run images');
  });
});
