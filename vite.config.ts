import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contentPaths } from './contract/content-paths.ts';
import { devMessageService } from './server/dev-message-service.ts';
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
 * The dev page gets the <head> the build writes (scripts/head-tags.ts): title, share tags, the
 * inline favicon (without it Chromium asks for /favicon.ico, a 404 in the console) and the theme
 * script. Loaded through Vite per request, so an edit to the content shows on the next reload.
 */
function devHead(): Plugin {
  return {
    name: 'folio-dev-head',
    apply: 'serve',
    transformIndexHtml: async (html, { server }) => {
      if (!server) return html;
      const [{ site }, { headTags }, { faviconSvg }] = await Promise.all([
        server.ssrLoadModule('@content/site.ts') as Promise<typeof import('./content/site.ts')>,
        server.ssrLoadModule('/scripts/head-tags.ts') as Promise<typeof import('./scripts/head-tags.ts')>,
        server.ssrLoadModule('/scripts/build-icons.ts') as Promise<typeof import('./scripts/build-icons.ts')>,
      ]);
      const head = headTags(site, server.config.base, themeBootScript(), faviconSvg(site.owner.initials));
      return html.replace(/<html lang="[^"]*"/u, () => `<html lang="${site.lang}"`).replace('<!--head-tags-->', () => head);
    },
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
  plugins: [react(), tailwindcss(), iconSprite(), devHead(), devMessageService()],
  build: {
    // Every browser that runs the page's module script supports modulepreload natively.
    modulePreload: { polyfill: false },
    // Small images stay files so the CSP needs no data: scripts and caching stays per file.
    assetsInlineLimit: 0,
  },
});
