import { describe, expect, it } from 'vitest';
import { themeBootScript } from '../src/lib/theme';
import { deferModuleScript } from '../scripts/site/optimise-html';
import { inRunOrder, stripAppScripts } from './pages';

const theme = `<script>${themeBootScript()}</script>`;
const jsonLd = '<script type="application/ld+json">{"@type":"Person"}</script>';

describe('stripAppScripts', () => {
  it('removes module scripts, external scripts and module preloads', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
      '<link rel="preload" as="script" href="/assets/x.js">' +
      '<script src="/legacy.js" defer></script>' +
      '<link rel="stylesheet" href="/assets/index.css"></head>';
    expect(stripAppScripts(html)).toBe('<head><link rel="stylesheet" href="/assets/index.css"></head>');
  });

  it('removes the loader the build puts in place of the module script', () => {
    // The real loader (scripts/site/optimise-html.ts), so a change to its shape that the strip misses fails here.
    const built = deferModuleScript('<body><main>Hi</main><script type="module" crossorigin src="/assets/index-1.js"></script></body>');
    expect(built).toContain('id="app-loader"');
    expect(stripAppScripts(built)).not.toContain('<script');
    expect(stripAppScripts(built)).toContain('<main>Hi</main>');
  });

  it('keeps the theme script, JSON-LD and non-script preloads, byte for byte (the CSP hashes them)', () => {
    const html = `<head>${jsonLd}${theme}<link rel="preload" as="image" href="/a.avif" /></head>`;
    expect(stripAppScripts(html)).toBe(html);
  });
});

describe('inRunOrder', () => {
  it('starts each run with the next page', () => {
    expect([1, 2, 3, 4].map((run) => inRunOrder(['a', 'b', 'c'], run).join(''))).toEqual(['abc', 'bca', 'cab', 'abc']);
    expect(inRunOrder([], 2)).toEqual([]);
  });
});
