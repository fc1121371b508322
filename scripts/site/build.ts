/**
 * `npm run build`: checks the content and its translations, builds the client, pre-renders the
 * page into dist/index.html (and each translation's into dist/<lang>/index.html), and writes the
 * files that come from the content (CVs, icons, share images, sitemap, robots, manifest).
 */
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildInputs, inputsDigest } from '../../contract/build-inputs';
import { chosenDesign } from '../designs/design-pieces';
import { designFonts, pageCharacters, pageFontsWriter, textOfHtml, type PageFonts } from '../fonts/page-fonts';
import { BUILD_STAMP_FILE, buildSettingsFrom, type BuildStamp } from '../../contract/build-stamp';
import type { SiteContent } from '../../contract/content-schema';
import type { MissingText } from '../../contract/translation';
import type { LanguageLink, PageContent } from '../../src/lib/page-content';
import { imageVariants } from '../../src/lib/image-variants';
import { themeBootScript } from '../../src/lib/theme';
import { buildIcons } from '../images/build-icons';
import { buildCv } from '../cv/build-cv';
import { cvProblems, ownCv } from '../cv/cv-source';
import { buildShareImage } from '../images/build-share-image';
import { loadContent, loadTranslations } from '../content/load-content';
import { ContentError } from '../content-files/content-error';
import { contentPaths, PROJECT_ROOT } from '../../contract/content-paths';
import { headTags, htmlOpenTag, NO_SITE_URL_NOTE, safeJson, type PageOf } from '../html/head-tags';
import { languagePages } from '../languages/languages';
import { builtPages, CLOUDFLARE_HEADER_RULES, headerRules, headersFile } from './headers-file';
import { deferModuleScript, dropPropertyFallback, inlineStylesheets, preloadFonts, preloadHeroImage, stylesheetHrefs } from './optimise-html';
import { iconSpriteDefine, iconSpriteFile } from './icon-sprite';
import { jsonResume } from '../cv/json-resume';
import { siteFiles } from './site-files';
import { dataFile, onlyPageContent, onlyShownSectionStyles, pageContent, pageContentDefine, pageContentFile, plainDynamicImports } from './page-content';
import { onlyUsedImages } from './used-images';
import { buildOwnerPage } from './owner-page';
import { accentCss } from '../colour/accent';
import { withGithubProjects } from '../github/github-projects';
import { writeLongFormPages, type RenderModule } from '../posts/long-form-pages';
import { feedLinks } from '../posts/long-form-head';
import { feeds } from '../posts/feeds';
import { ASSISTANT_CORPUS_FILE } from '../../contract/assistants';
import { assistantCorpus, corpusPage } from '../assistants/assistant-corpus';
import { llmsTexts } from '../assistants/llms-text';
import { profilePageJsonLd } from '../html/profile-page';
import { postImages } from '../posts/post-images';
import { sitemapEntries } from '../posts/sitemap-entries';
import { caseStudyLinks, postCards, prepareWriting, textsShownIn, type Writing } from '../posts/writing';
import { fill } from '../../contract/words';
import { wordsOf } from '../../contract/folio-words';

const root = PROJECT_ROOT;
// OUT_DIR lets a second build (another base path, a test) sit beside the one `npm start` serves.
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
// Inside the project so the server bundle resolves react from node_modules, and one per process so
// two builds at once (tests do that) never share it; one per page, since Node keeps what it imported.
const ssrOutOf = (page: PageOf) => path.join(root, 'node_modules/.cache', `folio-ssr-${process.pid}-${page.path.replace(/\/$/u, '') || 'default'}`);

/**
 * The page's script and everything it imports statically stay one chunk. Left to itself, Rolldown
 * moves what the page shares with two or more of its lazily loaded chunks (the JSX runtime, say)
 * into a chunk of its own, which the page would then fetch before it can hydrate.
 */
const PAGE_CHUNKS = { groups: [{ name: 'index', test: /\/src\/entry-client\.tsx$/u, includeDependenciesRecursively: true }] };

/**
 * One language's page to pre-render: its content (and its file, as messages name it), and where
 * it sits among the site's pages.
 */
type PageBuild = { site: SiteContent; file: string; page: PageOf; languages: LanguageLink[]; missing: readonly MissingText[] };

type FontsOfPage = (points: readonly number[], lang: string) => Promise<PageFonts>;

/** How many posts the home page's Writing section shows. */
const LATEST_POSTS = 3;

/**
 * Builds the client for one language's page and pre-renders it into dist/<path>index.html, with
 * its texts (and only its own) in a JSON file the script reads. The default language's build is
 * the one in dist/; another's is made beside it and its files moved into dist/assets/, where they
 * are the same files, by name and hash, as the default's (the script, styles and pictures), unless
 * a translation shows other pictures. Returns the page's HTML.
 */
async function prerender({ site, page, languages, missing }: PageBuild, base: string, contentFile: string, defaultLang: string, writing: Writing, fonts: FontsOfPage): Promise<void> {
  const first = page.path === '';
  const ssrOut = ssrOutOf(page);
  const outDir = first ? dist : path.join(root, 'node_modules/.cache', `folio-page-${process.pid}`);
  const posts = postCards(writing, site, site.lang);
  const place = {
    ...(languages.length > 1 ? { home: `${base}${page.path}`, languages } : {}),
    posts: posts.slice(0, LATEST_POSTS),
    caseStudies: caseStudyLinks(writing, site, site.lang),
  };
  const content = pageContent(site, place, { lang: defaultLang, missing });
  // The feeds' autodiscovery links, on every page of a language that has posts (issue 24).
  const feedTags = writing.of('post', site.lang).length > 0 && site.siteUrl !== undefined ? feedLinks(base, page.path, fill(wordsOf(site.words, site.lang).writing.feedTitle, { name: site.owner.name })) : [];
  await build({
    root,
    base,
    logLevel: 'warn',
    plugins: [onlyUsedImages(site), onlyPageContent(contentFile), onlyShownSectionStyles(site), plainDynamicImports()],
    define: { ...pageContentDefine(content, writing.texts.length > 0), ...iconSpriteDefine(base) },
    build: { outDir, emptyOutDir: true, copyPublicDir: first, rolldownOptions: { output: { codeSplitting: PAGE_CHUNKS } } },
  });
  await build({
    root,
    base,
    logLevel: 'warn',
    plugins: [onlyUsedImages(site)],
    define: iconSpriteDefine(base),
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const server = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as RenderModule & {
    render: (content: PageContent) => string;
    contentImageUrls: () => Record<string, string>;
  };
  const { render } = server;
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const rendered = template
    // Replacer functions, so a `$` in the content is text, not a replacement pattern.
    .replace(/<html lang="[^"]*"/u, () => htmlOpenTag(site))
    .replace('<!--head-tags-->', () => [headTags(site, base, themeBootScript(site.defaultTheme), page), ...feedTags].join('\n    '))
    .replace('<!--app-html-->', () => render(content))
    // The page as structured data (issue 45): at the end, where its bytes never delay the first screen.
    // The last </body>: the document's own, whatever the page's text holds.
    .replace(/<\/body>(?![\s\S]*<\/body>)/u, () => `  <script type="application/ld+json">${safeJson(profilePageJsonLd(site, base, page.path))}</script>\n  </body>`);
  // The design's faces, cut down to what this page and its posts may show (scripts/fonts/).
  const clientContent = pageContentFile({ ...content, images: server.contentImageUrls() });
  const texts = writing.texts.filter((text) => text.lang === site.lang).map((text) => `${text.title}${text.summary}${textOfHtml(text.html)}`);
  const { css: fontCss, preloads } = await fonts(pageCharacters(textOfHtml(rendered), clientContent.json, ...texts), site.lang);
  const hrefs = stylesheetHrefs(rendered);
  // Without a sheet to travel in, the page would have no accent colour at all.
  if (hrefs.length === 0) throw new Error('build: the page links no stylesheet to carry the accent palette (scripts/colour/accent.ts)');
  const sheets = await Promise.all(
    hrefs.map(async (href, index, all) => ({
      href,
      // The accent palette (src/styles.css writes none) travels in the same inline block as the
      // styles that read it, so the CSP hash of that block covers it.
      css: dropPropertyFallback(await readFile(path.join(outDir, href.slice(base.length)), 'utf8')) + (index === all.length - 1 ? accentCss(site) + fontCss : ''),
    })),
  );
  // A JSON file for a page's script, among this build's assets (moved into dist/assets/ with them): its address.
  const writeData = async ({ file, json }: { file: string; json: string }): Promise<string> => {
    await mkdir(path.join(outDir, 'assets'), { recursive: true });
    await writeFile(path.join(outDir, file), json);
    return `${base}${file}`;
  };
  // The content the client hydrates with (pageContent), so server and client render alike: a file
  // the loader fetches beside the script, not a second copy of the page's text in its HTML.
  const html = preloadFonts(preloadHeroImage(deferModuleScript(inlineStylesheets(rendered, sheets), await writeData(clientContent))), preloads);
  await mkdir(path.join(dist, page.path), { recursive: true });
  await writeFile(path.join(dist, page.path, 'index.html'), html);
  // The posts and case studies in this language (issue 24): the same template, script and styles,
  // with their own sheet added to the last inline block (one CSP hash), and the header to hydrate.
  await writeLongFormPages({
    site,
    path: page.path,
    languages,
    base,
    writing,
    render: server,
    template,
    themeScript: themeBootScript(site.defaultTheme),
    dist,
    finish: async (article, extraCss, chrome) => {
      const styled = preloadFonts(inlineStylesheets(article, sheets.map((sheet, index) => (index === sheets.length - 1 ? { ...sheet, css: sheet.css + extraCss } : sheet))), preloads);
      // The header's data, the one part the page hydrates, in a file the loader fetches as the home page's.
      return deferModuleScript(styled, await writeData(dataFile(chrome)));
    },
  });
  if (!first) {
    await cp(path.join(outDir, 'assets'), path.join(dist, 'assets'), { recursive: true, force: false });
    await rm(outDir, { recursive: true, force: true });
  }
  await rm(ssrOut, { recursive: true, force: true });
}

/** The largest built WebP of the avatar, as `assets/<name>-<width>-<hash>.webp`, if the owner has one and the build drew it. */
async function builtAvatar(site: SiteContent): Promise<string | undefined> {
  if (site.owner.avatar === undefined) return undefined;
  const largest = imageVariants(site.owner.avatar).at(-1)?.webp ?? '';
  const [stem, extension] = [largest.replace(/\.webp$/u, ''), '.webp'];
  const files = existsSync(path.join(dist, 'assets')) ? await readdir(path.join(dist, 'assets')) : [];
  const file = files.find((name) => name.startsWith(`${stem}-`) && name.endsWith(extension) && name.length === stem.length + 1 + 8 + extension.length);
  return file === undefined ? undefined : `assets/${file}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  // `npm run build` makes the site visitors get, whatever NODE_ENV the shell or a test runner set
  // ("development", "test"): with it, Vite bundled React's development build (256 → 479 kB).
  process.env.NODE_ENV = 'production';
  const settings = buildSettingsFrom(process.env, root);
  // Read before building, so a source saved during the build makes this build stale.
  const inputs = inputsDigest(root, buildInputs(root, settings.contentDir));
  const { base } = settings;
  process.env.BASE_PATH = base;
  const paths = contentPaths(settings.contentDir ?? undefined);
  const ownSite = await loadContent(paths);
  // Translated over the owner's own projects: a repository's description is GitHub's, not a text
  // of theirs to translate, so check:content never lists it as missing. Added to every page after.
  const translations = await loadTranslations(ownSite, paths);
  const site = withGithubProjects(ownSite, paths);
  // The design's pieces and sheet, for every Vite build below (vite.config.ts): FOLIO_DESIGN where
  // the gallery or a test asks for one, otherwise the owner's choice.
  process.env.FOLIO_DESIGN = chosenDesign(settings.design ?? site.design);
  const defaultContent = { site, file: paths.siteLabel, missing: [] as MissingText[] };
  const contents = [
    defaultContent,
    ...translations.map((translation) => ({ site: withGithubProjects(translation.content, paths), file: translation.file, missing: translation.missing })),
  ];
  const pages = languagePages(site.lang, translations.map((translation) => translation.lang));
  const languages: LanguageLink[] = pages.map(({ lang, name, dir, path: where }) => ({ lang, name, dir, href: `${base}${where}` }));
  // languagePages lists the default and then the translations in the order given, as `contents`.
  const builds: PageBuild[] = pages.map((page, index) => ({ ...(contents[index] ?? defaultContent), page: { path: page.path, pages }, languages }));
  // Posts and case studies (issue 24): read, checked and rendered once; drafts never in a build.
  const images = postImages(paths.images, base);
  const writing = await prepareWriting({ paths, contents: builds.map((build) => build.site), pages, base, drafts: false, picture: images.picture });
  const faces = await designFonts(root, process.env.FOLIO_DESIGN ?? 'default');
  const fontsWriter = pageFontsWriter({ dist, base });
  const fonts: FontsOfPage = (points, lang) => fontsWriter(faces, points, lang);
  for (const page of builds) await prerender(page, base, paths.site, site.lang, writing, fonts);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  for (const [file, bytes] of images.files) await writeFile(path.join(dist, 'assets', file), bytes);
  for (const { site: content, page } of builds) {
    for (const [file, text] of Object.entries(feeds(content, base, page.path, writing.of('post', content.lang)) ?? {})) {
      await writeFile(path.join(dist, page.path, file), text);
    }
    // What an assistant reads about the owner, in each language's words (issue 45).
    // Each text in the page's language where it is translated, else in the site's, as the page lists them.
    const llms = llmsTexts({ site: content, base, path: page.path, pages, posts: textsShownIn(writing, 'post', content.lang), caseStudies: textsShownIn(writing, 'work', content.lang) });
    for (const [file, text] of Object.entries(llms)) await writeFile(path.join(dist, page.path, file), text);
  }

  for (const { site: content, file, page, missing } of builds) {
    const folder = path.join(dist, page.path);
    // The owner's own CV wins (resume.pdf, resume.de.pdf), if it is a PDF (check:content asks the
    // same); otherwise one is generated from the content, in the page's language, so the two never drift.
    const own = ownCv(paths, content.lang, page.path === '');
    const problems = cvProblems(content, paths, { contentFile: file, isDefault: page.path === '' });
    if (problems.length > 0) throw new ContentError(problems);
    if (existsSync(own.file)) await copyFile(own.file, path.join(folder, 'resume.pdf'));
    else {
      const fallbacks = { lang: site.lang, missing };
      const { note } = await buildCv(content, path.join(folder, 'resume.pdf'), { contentFile: file, ownCv: own.label, fallbacks });
      // What the CV left out to fit, or that it took more pages than asked: one line, never a stop.
      if (note !== undefined) console.log(note);
    }
    await buildShareImage(content, paths.images, path.join(folder, 'og-image.png'));
  }

  await buildIcons(site, dist);
  const sprite = iconSpriteFile();
  await writeFile(path.join(dist, sprite.file), sprite.svg);
  const picture = await builtAvatar(site);
  for (const [file, text] of Object.entries(siteFiles(site, base, picture, pages))) {
    // The sitemap names each post and case study too, with the day it last changed.
    await writeFile(path.join(dist, file), file === 'sitemap.xml' && site.siteUrl !== undefined ? text.replace('</urlset>', () => `${sitemapEntries(site, writing)}</urlset>`) : text);
  }
  // Each translation's CV as data too, beside its PDF.
  for (const { site: content, page } of builds.slice(1)) {
    await writeFile(path.join(dist, page.path, 'resume.json'), `${JSON.stringify(jsonResume(content, base, picture, page.path), null, 2)}\n`);
  }
  // What the MCP endpoint answers from (issue 45): each page's words as its llms-full.txt says them.
  const corpus = assistantCorpus(site.owner.name, builds.map(({ site: content, page }) => {
    const texts = { posts: textsShownIn(writing, 'post', content.lang), caseStudies: textsShownIn(writing, 'work', content.lang) };
    const name = pages.find((other) => other.path === page.path)?.name ?? content.lang;
    return corpusPage({ site: content, base, path: page.path, pages, ...texts, name, profile: jsonResume(content, base, picture, page.path) });
  }));
  await writeFile(path.join(dist, ASSISTANT_CORPUS_FILE), `${JSON.stringify(corpus)}\n`);
  // Static hosts that read `_headers` (Netlify, Cloudflare Pages) send what `npm start` sends.
  const headers = headersFile(await builtPages(dist), base, settings.apiHost ?? undefined);
  await writeFile(path.join(dist, '_headers'), headers);
  const rules = headerRules(headers);
  if (rules > CLOUDFLARE_HEADER_RULES) {
    console.warn(`build: dist/_headers has ${rules} rules, and Cloudflare Pages reads ${CLOUDFLARE_HEADER_RULES}: there, the pages past them get no Content-Security-Policy (npm start and Netlify send every one).`);
  }
  // The owner's inbox (/owner/): a page of the service's, apart from the site's (scripts/site/owner-page.ts).
  await buildOwnerPage(site, root, dist);
  // Last, so only a finished build has one: `npm start` compares it with the sources and settings.
  const stamp: BuildStamp = { ...settings, startedAt: started, inputs };
  await writeFile(path.join(dist, BUILD_STAMP_FILE), `${JSON.stringify(stamp)}\n`);
  if (site.siteUrl === undefined) console.log(NO_SITE_URL_NOTE);
  const built = pages.length > 1 ? ` in ${pages.map((page) => page.lang).join(', ')}` : '';
  console.log(`Built ${path.relative(root, dist) || '.'}/${built} for base ${base} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ContentError ? `Build stopped: content is invalid.\n${error.message}` : error);
  process.exit(1);
});
