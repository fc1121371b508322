import { describe, expect, it } from 'vitest';
import { inRunOrder, stripAppScripts } from './pages';

const theme = '<script>(function(){var h=document.documentElement;h.classList.add("light-theme")})()</script>';
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

  it('removes an inline loader that appends the entry script after first paint', () => {
    const loader =
      '<script id="app-loader">requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");' +
      's.type="module";s.src="/assets/index-mb.js";document.head.appendChild(s)},0)})</script>';
    expect(stripAppScripts(`<body><main>Hi</main>${loader}</body>`)).toBe('<body><main>Hi</main></body>');
    expect(stripAppScripts('<script>import("/assets/entry.js")</script>')).toBe('');
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
