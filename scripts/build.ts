/**
 * `npm run build`: checks the content, builds the client, pre-renders the page into dist/index.html,
 * and writes the files that come from the content (CV, icons, share image, sitemap, robots, manifest).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildInputs, inputsDigest } from '../contract/build-inputs';
import { BUILD_STAMP_FILE, buildSettingsFrom, type BuildStamp } from '../contract/build-stamp';
import type { SiteContent } from '../contract/content-schema';
import type { PageContent } from '../src/app';
import { imageVariants } from '../src/lib/image-variants';
import { showsExperience } from '../src/lib/page-sections';
import { themeBootScript } from '../src/lib/theme';
import { buildIcons } from './build-icons';
import { buildResume } from './build-resume';
import { buildShareImage } from './build-share-image';
import { ContentError, loadContent } from './check-content';
import { contentPaths, PROJECT_ROOT } from '../contract/content-paths';
import { headTags, htmlOpenTag } from './head-tags';
import { headersFile } from './headers-file';
import { deferModuleScript, dropUnusedSocialMarks, inlineStylesheets, preloadHeroImage, stylesheetHrefs } from './optimise-html';
import { siteFiles } from './site-files';
import { onlyPageContent, onlyShownSectionStyles, pageContent, PAGE_CONTENT_DEFINE } from './page-content';
import { onlyUsedImages } from './used-images';
import { accentCss } from './accent';

const root = PROJECT_ROOT;
// OUT_DIR lets a second build (another base path, a test) sit beside the one `npm start` serves.
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
// Inside the project so the server bundle resolves react from node_modules, and one per process so
// two builds at once (tests do that) never share it.
const ssrOut = path.join(root, 'node_modules/.cache', `folio-ssr-${process.pid}`);

const MANIFEST = '.vite/manifest.json';

/**
 * The chunks of the lazily loaded sections this page shows (Experience), from Vite's manifest,
 * which is then removed: it is for the build, not for visitors.
 */
async function lazySectionChunks(site: SiteContent, base: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(dist, MANIFEST), 'utf8')) as Record<string, { file: string }>;
  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
  if (!showsExperience(site)) return [];
  const chunk = manifest['src/sections/experience/experience.tsx']?.file;
  if (chunk === undefined) throw new Error('build: the Experience section has no chunk of its own in the manifest');
  return [`${base}${chunk}`];
}

async function prerender(site: SiteContent, base: string, contentFile: string): Promise<void> {
  await build({
    root,
    base,
    logLevel: 'warn',
    plugins: [onlyUsedImages(site), onlyPageContent(site, contentFile), onlyShownSectionStyles(site)],
    define: PAGE_CONTENT_DEFINE,
    build: { outDir: dist, emptyOutDir: true, manifest: MANIFEST },
  });
  const preloads = await lazySectionChunks(site, base);
  await build({
    root,
    base,
    logLevel: 'warn',
    plugins: [onlyUsedImages(site)],
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: {
        // The pre-render imports the Experience section itself, on purpose (entry-server.tsx); the
        // browser's build splits it. Said on every build, this would read as a fault to an owner.
        onwarn(warning, warn) {
          if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('sections/experience/experience.tsx')) return;
          warn(warning);
        },
      },
    },
  });
  const { render } = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as {
    render: (content: PageContent) => string;
  };
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  const rendered = template
    // Replacer functions, so a `$` in the content is text, not a replacement pattern.
    .replace(/<html lang="[^"]*"/u, () => htmlOpenTag(site))
    .replace('<!--head-tags-->', () => headTags(site, base, themeBootScript(site.defaultTheme)))
    // The content the client hydrates with (pageContent), so server and client render alike.
    .replace('<!--app-html-->', () => render(pageContent(site)));
  const sheets = await Promise.all(
    stylesheetHrefs(rendered).map(async (href, index, all) => ({
      href,
      // The owner's accent palette (if any) goes after the styles it overrides, in the same block.
      css: (await readFile(path.join(dist, href.slice(base.length)), 'utf8')) + (index === all.length - 1 ? accentCss(site) : ''),
    })),
  );
  const html = dropUnusedSocialMarks(preloadHeroImage(deferModuleScript(inlineStylesheets(rendered, sheets), preloads)));
  await writeFile(path.join(dist, 'index.html'), html);
  await rm(ssrOut, { recursive: true, force: true });
}

/** The largest built WebP of the avatar, as `assets/<name>-<width>-<hash>.webp`, if the build has one. */
async function builtAvatar(site: SiteContent): Promise<string | undefined> {
  const largest = imageVariants(site.owner.avatar).at(-1)?.webp ?? '';
  const [stem, extension] = [largest.replace(/\.webp$/u, ''), '.webp'];
  const files = existsSync(path.join(dist, 'assets')) ? await readdir(path.join(dist, 'assets')) : [];
  const file = files.find((name) => name.startsWith(`${stem}-`) && name.endsWith(extension) && name.length === stem.length + 1 + 8 + extension.length);
  return file === undefined ? undefined : `assets/${file}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const settings = buildSettingsFrom(process.env, root);
  // Read before building, so a source saved during the build makes this build stale.
  const inputs = inputsDigest(root, buildInputs(root, settings.contentDir));
  const { base } = settings;
  process.env.BASE_PATH = base;
  const paths = contentPaths(settings.contentDir ?? undefined);
  const site = await loadContent(paths);
  await prerender(site, base, paths.site);

  // The owner's own CV wins; otherwise one is generated from the content, so the two never drift.
  if (existsSync(paths.resume)) await copyFile(paths.resume, path.join(dist, 'resume.pdf'));
  else await buildResume(site, path.join(dist, 'resume.pdf'), { contentFile: paths.siteLabel });

  await buildIcons(site, dist);
  await buildShareImage(site, paths.images, path.join(dist, 'og-image.png'));
  await mkdir(dist, { recursive: true });
  for (const [file, text] of Object.entries(siteFiles(site, base, await builtAvatar(site)))) {
    await writeFile(path.join(dist, file), text);
  }
  // Static hosts that read `_headers` (Netlify, Cloudflare Pages) send what `npm start` sends.
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  await writeFile(path.join(dist, '_headers'), headersFile(html, base, settings.apiHost ?? undefined));
  // Last, so only a finished build has one: `npm start` compares it with the sources and settings.
  const stamp: BuildStamp = { ...settings, startedAt: started, inputs };
  await writeFile(path.join(dist, BUILD_STAMP_FILE), `${JSON.stringify(stamp)}\n`);
  console.log(`Built ${path.relative(root, dist) || '.'}/ for base ${base} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ContentError ? `Build stopped: content is invalid.\n${error.message}` : error);
  process.exit(1);
});
