import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
 * BASE_PATH serves the site from a sub-path (e.g. /folio/ on GitHub Pages); it must end in "/".
 * VITE_API_HOST (read in src/lib/send-message.ts) points the form at a message service elsewhere.
 */
export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), tailwindcss(), iconSprite()],
  build: {
    // Every browser that runs the page's module script supports modulepreload natively.
    modulePreload: { polyfill: false },
    // Small images stay files so the CSP needs no data: scripts and caching stays per file.
    assetsInlineLimit: 0,
  },
});
