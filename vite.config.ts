import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, runnerImport, type Plugin, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contentPaths } from './contract/content-paths.ts';
import { iconSpriteSvg } from './scripts/site/icon-sprite.ts';
import { chosenDesign, designDir, designPieceFile, designPieces } from './scripts/designs/design-pieces.ts';
import { devMessageService } from './server/runtimes/dev-message-service.ts';
import { themeBootScript } from './src/lib/theme.ts';
import type { SiteContent } from './contract/content-schema.ts';

/**
 * The dev page gets the icon symbols (src/ui/icons.svg) at the top of <body>, hidden; the build
 * serves them as a file of their own instead (scripts/site/icon-sprite.ts).
 */
function iconSprite(): Plugin {
  return {
    name: 'folio-icon-sprite',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<body>', `<body>\n    ${iconSpriteSvg().replace('<svg ', '<svg class="hidden" width="0" height="0" aria-hidden="true" ')}`),
    },
  };
}

/**
 * The dev page gets the <head> the build writes (scripts/html/head-tags.ts): title, share tags, icon and
 * manifest links and the theme script; and the dev server answers the favicon and manifest those
 * links name, made from the content as the build makes them (otherwise a 404, and Vite's page in
 * place of the manifest, are console errors). Loaded through Vite per request, so an edit to the
 * content shows on the next reload.
 */
function devHead(): Plugin {
  type Modules = [
    { site: SiteContent },
    typeof import('./scripts/html/head-tags.ts'),
    typeof import('./scripts/images/build-icons.ts'),
    typeof import('./scripts/site/site-files.ts'),
    typeof import('./scripts/colour/accent.ts'),
  ];
  const load = (server: ViteDevServer) =>
    Promise.all([
      server.ssrLoadModule('@content/site.ts'),
      server.ssrLoadModule('/scripts/html/head-tags.ts'),
      server.ssrLoadModule('/scripts/images/build-icons.ts'),
      server.ssrLoadModule('/scripts/site/site-files.ts'),
      server.ssrLoadModule('/scripts/colour/accent.ts'),
    ]) as Promise<Modules>;
  return {
    name: 'folio-dev-head',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const base = server.config.base;
        const file = req.url?.split('?')[0]?.slice(base.length);
        if (!req.url?.startsWith(base) || (file !== 'favicon.svg' && file !== 'site.webmanifest')) return next();
        load(server).then(([{ site }, , { faviconSvg }, { siteFiles }, { accentOf }]) => {
          const svg = file === 'favicon.svg';
          res.setHeader('Content-Type', svg ? 'image/svg+xml' : 'application/manifest+json');
          res.end(svg ? faviconSvg(site.owner.initials, accentOf(site)) : siteFiles(site, base)['site.webmanifest']);
        }, next);
      });
    },
    transformIndexHtml: async (html, { server }) => {
      if (!server) return html;
      const [{ site }, { headTags, htmlOpenTag }, , , { accentCss }] = await load(server);
      // The accent palette, as the build inlines it (scripts/colour/accent.ts): src/styles.css writes none.
      const head = `${headTags(site, server.config.base, themeBootScript(site.defaultTheme))}\n    <style>${accentCss(site)}</style>`;
      // The default language's page (the build makes one per translation; the dev page shows site.ts).
      return html.replace(/<html lang="[^"]*"/u, () => htmlOpenTag(site)).replace('<!--head-tags-->', () => head);
    },
  };
}

/**
 * The long-form pages (issue 24) on the dev server: /posts/, a post's, a case study's, each
 * language's, made per request as the build makes them, drafts included, so a draft is seen
 * before it is published. The header hydrates as on the built page.
 */
function devLongForm(): Plugin {
  return {
    name: 'folio-dev-articles',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const base = server.config.base;
        const pathname = req.url?.split('?')[0] ?? '';
        if (!pathname.startsWith(base)) return next();
        const relative = pathname.slice(base.length);
        type Modules = [typeof import('./scripts/dev/dev-pages.ts'), typeof import('./src/entry-server.tsx')];
        (Promise.all([server.ssrLoadModule('/scripts/dev/dev-pages.ts'), server.ssrLoadModule('/src/entry-server.tsx')]) as Promise<Modules>)
          .then(async ([pages, render]) => {
            if (!pages.isLongFormPath(relative)) return next();
            const html = await pages.devLongFormHtml(relative, base, readFileSync('index.html', 'utf8'), render);
            if (html === undefined) return next();
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(pathname, html));
          })
          .catch(next);
      });
    },
  };
}

/**
 * BASE_PATH serves the site from a sub-path (e.g. /folio/ on GitHub Pages); it must end in "/".
 * VITE_API_HOST (read in src/lib/send-message.ts) points the form at a message service elsewhere.
 * `@content/` is the owner's folder (content/, folio's sample/ until content/ has a site.ts, or
 * CONTENT_DIR: tests build from fixture folders).
 */
/**
 * The design (issue 42): FOLIO_DESIGN where the build set it from site.ts; the dev server reads
 * site.ts itself (through Vite's own runner, as it loads TypeScript), so `npm run dev` shows the
 * owner's design. `@design/<piece>` resolves to that design's piece (scripts/designs/design-pieces.ts);
 * its `design.css` is an alias too, as Tailwind resolves the sheet's imports by aliases alone.
 */
async function designOfSite(command: 'build' | 'serve') {
  if (process.env.FOLIO_DESIGN !== undefined || command === 'build') return chosenDesign();
  const { module } = await runnerImport<{ site: SiteContent }>(path.join(contentPaths().dir, 'site.ts'));
  return chosenDesign(module.site.design);
}

export default defineConfig(async ({ command }) => {
  const design = await designOfSite(command);
  return {
  base: process.env.BASE_PATH ?? '/',
  resolve: {
    alias: [
      { find: /^@content\//u, replacement: `${contentPaths().dir}/` },
      { find: '@design/design.css', replacement: path.join(designDir(design), 'design.css') },
      // The owner's page's sheet (src/owner/owner.css) wears the design's colours and type.
      { find: '@design/tokens.css', replacement: designPieceFile('tokens.css', design) ?? path.join(designDir('default'), 'tokens.css') },
    ],
  },
  plugins: [designPieces(design), react(), tailwindcss(), iconSprite(), devHead(), devLongForm(), devMessageService()],
  optimizeDeps: {
    // Every package a dev page imports, those behind a lazy import too (the form's sender, the
    // owner's page): one first met on a lazy import makes Vite optimise again, and the import in
    // flight fails ("Loading chunk send-message failed.").
    include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'zod/mini', '@simplewebauthn/browser'],
  },
  // Two dev servers at once (the browser suite runs two side by side) must not share one
  // dependency cache: one writing it replaces the files the other's page is loading.
  ...(process.env.FOLIO_VITE_CACHE_DIR ? { cacheDir: process.env.FOLIO_VITE_CACHE_DIR } : {}),
  build: {
    // Every browser that runs the page's module script supports modulepreload natively.
    modulePreload: { polyfill: false },
    // Small images stay files so the CSP needs no data: scripts and caching stays per file.
    assetsInlineLimit: 0,
    // Rolldown warns when a plugin took long, which on a busy machine is every build: a note on the
    // machine, not the site, that made a clean build print to stderr.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  };
});
