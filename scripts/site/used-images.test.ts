import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/other-owner/site';
import { IMAGE_GLOB, onlyUsedImages, usedImageFiles } from './used-images';

describe('only the pictures the content uses', () => {
  it('lists each variant of the avatar and of every project image once', () => {
    expect(usedImageFiles(site)).toEqual([
      'portrait-240.avif', 'portrait-240.webp', 'portrait-480.avif', 'portrait-480.webp',
      'project-map-400.avif', 'project-map-400.webp', 'project-map-800.avif', 'project-map-800.webp',
      'project-pipeline-400.avif', 'project-pipeline-400.webp', 'project-pipeline-800.avif', 'project-pipeline-800.webp',
    ]);
  });

  it('narrows the image glob of the site to exactly those files, and leaves other modules alone', () => {
    const plugin = onlyUsedImages(site);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = `const globbed = import.meta.glob<string>(${IMAGE_GLOB}, { eager: true });`;
    const narrowed = transform.call({ error: (message: string) => { throw new Error(message); } }, code, '/x/src/lib/content-images.ts');
    expect(narrowed?.code).toBe(`const globbed = import.meta.glob<string>('@content/images/{${usedImageFiles(site).join(',')}}', { eager: true });`);
    expect(transform.call({}, code, '/x/src/ui/other.tsx')).toBeNull();
  });
});
