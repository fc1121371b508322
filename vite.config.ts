import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contentPaths } from './scripts/content-paths.ts';
import { themeBootScript } from './src/lib/theme.ts';

/** Puts the icon symbols (src/ui/icons.svg) at the top of <body>, in dev and in the build. */
function iconSprite(): Plugin {
  const sprite = () =>
    readFileSync('src/ui/icons.svg', 'utf8')
      .replace(/<!--[\s\S]*?-->/gu, '')
      .replace(/>\s+</gu, '><')
      .trim();
  return {
    name: 'folio-icon-sprite',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('<body>', `<body>\n    ${sprite()}`) },
  };
}

/**
 * The build fills <head> from the content (scripts/head-tags.ts); the dev server gets the theme
 * script too, so `npm run dev` shows the stored theme without a flash as well.
 */
function devHead(): Plugin {
  return {
    name: 'folio-dev-head',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace('<!--head-tags-->', `<title>folio (dev)</title>\n    <script>${themeBootScript()}</script>`),
  };
}

/**
 * BASE_PATH serves the site from a sub-path (e.g. /folio/ on GitHub Pages); it must end in "/".
 * VITE_API_HOST (read in src/lib/send-message.ts) points the form at a message service elsewhere.
 * `@content/` is the owner's folder (content/, or CONTENT_DIR: tests build from fixture folders).
 */
export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  resolve: { alias: [{ find: /^@content\//u, replacement: `${contentPaths().dir}/` }] },
  plugins: [react(), tailwindcss(), iconSprite(), devHead()],
  build: {
    // Every browser that runs the page's module script supports modulepreload natively.
    modulePreload: { polyfill: false },
    // Small images stay files so the CSP needs no data: scripts and caching stays per file.
    assetsInlineLimit: 0,
  },
});
