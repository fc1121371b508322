import { describe, expect, it } from 'vitest';
import { deferModuleScript, inlineStylesheets, preloadHeroImage, stylesheetHrefs } from './optimise-html';

const page = `<html><head><title>T</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-def.css">
</head><body><picture><source type="image/avif" srcSet="/a-240.avif 240w, /a-480.avif 480w" sizes="320px"/></picture></body></html>`;

describe('optimise-html', () => {
  it('inlines the stylesheet in place of its link', () => {
    expect(stylesheetHrefs(page)).toEqual(['/assets/index-def.css']);
    const html = inlineStylesheets(page, [{ href: '/assets/index-def.css', css: 'body{color:red}' }]);
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('moves the module script into a loader that runs after the first frame', () => {
    const html = deferModuleScript(page);
    expect(html).not.toMatch(/<script type="module"/u);
    expect(html).toMatch(/<script id="app-loader">requestAnimationFrame\(.*s\.src="\/assets\/index-abc\.js".*<\/script>\s*<\/body>/su);
  });

  it('refuses a page without a module script, rather than ship one that never hydrates', () => {
    expect(() => deferModuleScript('<html><body></body></html>')).toThrow(/no module script/u);
  });

  it('preloads the hero picture with its srcset and sizes', () => {
    expect(preloadHeroImage(page)).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/a-240.avif 240w, /a-480.avif 480w" imagesizes="320px" fetchpriority="high" />',
    );
  });
});
