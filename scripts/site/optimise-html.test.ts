// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferModuleScript, dropPropertyFallback, HERO_PRELOAD_MEDIA, inlineStylesheets, preloadFonts, preloadHeroImage, stylesheetHrefs } from './optimise-html';
import { PAGE_CONTENT_GLOBAL } from './page-content';

/** Runs the generated loader in this jsdom window; returns the module scripts it appended. */
function runLoader(html: string): () => string[] {
  const code = /<script id="app-loader">([\s\S]*?)<\/script>/u.exec(html)?.[1] ?? '';
  new Function(code)();
  return () => Array.from(document.head.querySelectorAll('script[type="module"]')).map((s) => s.getAttribute('src') ?? '');
}

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

  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('moves the module script into a loader that waits for the first contentful paint', () => {
    vi.useFakeTimers();
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const html = deferModuleScript(page);
    expect(html).not.toMatch(/<script type="module"/u);
    const appended = runLoader(html);
    vi.advanceTimersByTime(1000);
    expect(appended()).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    vi.advanceTimersByTime(0);
    expect(appended()).toEqual(['/assets/index-abc.js']);
  });

  it('loads at once in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(runLoader(deferModuleScript(page))()).toEqual(['/assets/index-abc.js']);
  });

  it('fetches the page\'s content file beside the script, and hands the entry its promise', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const content = { lang: 'en', owner: { name: 'Ada' } };
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: true, json: () => Promise.resolve(content) });
    });
    const html = deferModuleScript(page, '/assets/content-0123456789.json');
    expect(html).not.toContain('Ada');
    expect(runLoader(html)()).toEqual(['/assets/index-abc.js']);
    expect(fetched).toEqual(['/assets/content-0123456789.json']);
    await expect((window as unknown as Record<string, Promise<unknown>>)[PAGE_CONTENT_GLOBAL]).resolves.toEqual(content);
  });

  it('refuses a page without a module script, rather than ship one that never hydrates', () => {
    expect(() => deferModuleScript('<html><body></body></html>')).toThrow(/no module script/u);
  });

  it('preloads the hero picture with its srcset and sizes on wide screens', () => {
    expect(preloadHeroImage(page)).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/a-240.avif 240w, /a-480.avif 480w" imagesizes="320px" media="${HERO_PRELOAD_MEDIA}" fetchpriority="high" />`,
    );
  });

  it('drops Tailwind\'s fallback for browsers without @property, and nothing else', () => {
    const fallback = '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-inset:initial}}}';
    const rest = '@layer theme{:root{--spacing:.25rem}}.shadow-card{box-shadow:var(--tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
    expect(dropPropertyFallback(`/*! tailwindcss */\n${fallback}${rest}`)).toBe(`/*! tailwindcss */\n${rest}`);
    expect(dropPropertyFallback(rest)).toBe(rest);
  });

  it('preloads the faces from the head itself, not from its <noscript>, which a browser running scripts reads as text', () => {
    const head = '<html><head><title>T</title><noscript><style>[data-needs-js]{display:none}</style></noscript><style>p{}</style></head><body><noscript><p>x</p></noscript></body></html>';
    const html = preloadFonts(head, ['/assets/fonts/a.woff2']);
    document.documentElement.innerHTML = html.replace(/^<html>|<\/html>$/gu, '');
    // As a browser that runs scripts parses it: <noscript>'s content is text, not elements.
    const links = [...document.head.children].filter((element) => element.matches('link[rel="preload"][as="font"]'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/fonts/a.woff2']);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<noscript>'));
    expect(preloadFonts(head, [])).toBe(head);
  });
});
