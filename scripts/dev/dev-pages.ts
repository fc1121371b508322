import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentPaths } from '../../contract/content-paths';
import { loadContent, loadTranslations } from '../content/load-content';
import { accentCss } from '../colour/accent';
import { safeJson } from '../html/head-tags';
import { DEV_LONG_FORM_ID } from '../../src/lib/long-form-content';
import { languagePages } from '../languages/languages';
import { themeBootScript } from '../../src/lib/theme';
import { writeLongFormPages, type RenderModule } from '../posts/long-form-pages';
import { imageSize } from '../posts/image-size';
import { prepareWriting } from '../posts/writing';

/** A long-form page's address under the base: `posts/`, `de/posts/hello/`, `work/shop/`. */
const LONG_FORM_PATH = /^(?:[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*\/)?(?:posts\/(?:[a-z0-9-]+\/?)?|work\/[a-z0-9-]+\/?)$/u;

export const isLongFormPath = (relative: string): boolean => LONG_FORM_PATH.test(relative);

/**
 * `npm run dev`'s long-form pages (issue 24): made as the build makes them, drafts included, from
 * the files as they are on this request. Pictures are the sources themselves, served by Vite.
 * Returns the page's HTML before Vite's own transform, or undefined when there is no such page.
 */
export async function devLongFormHtml(relative: string, base: string, template: string, render: RenderModule): Promise<string | undefined> {
  const paths = contentPaths();
  const site = await loadContent(paths);
  const translations = await loadTranslations(site, paths);
  const pages = languagePages(site.lang, translations.map((translation) => translation.lang));
  const contents = [site, ...translations.map((translation) => translation.content)];
  const writing = await prepareWriting({
    paths,
    contents,
    pages,
    base,
    drafts: true,
    picture: async (name) => {
      const found = await imageSize(paths.images, name);
      if (found === undefined) return undefined;
      const url = `/@fs${found.file}`;
      return { avif: url, webp: url, src: url, width: found.width, height: found.height };
    },
  });
  const languages = pages.map(({ lang, name, dir, path: where }) => ({ lang, name, dir, href: `${base}${where}` }));
  const dist = await mkdtemp(path.join(tmpdir(), 'folio-dev-pages-'));
  try {
    const wanted = relative.endsWith('/') ? relative : `${relative}/`;
    const page = pages.find((candidate) => candidate.path !== '' && wanted.startsWith(candidate.path)) ?? pages[0];
    const content = contents[pages.indexOf(page ?? pages[0]!)] ?? site;
    await writeLongFormPages({
      site: content,
      path: page?.path ?? '',
      languages,
      base,
      writing,
      render,
      template,
      themeScript: themeBootScript(content.defaultTheme),
      dist,
      // The dev page's styles come with its script; only the article's sheet and the accent are added.
      // The header's data in a block (src/lib/long-form-content.ts): the dev page's content module is site.ts.
      finish: (html, css, chrome) =>
        html
          .replace('</head>', () => `<style>${css}${accentCss(content)}</style>\n  </head>`)
          .replace('</body>', () => `  <script type="application/json" id="${DEV_LONG_FORM_ID}">${safeJson(chrome)}</script>\n  </body>`),
    });
    return await readFile(path.join(dist, wanted, 'index.html'), 'utf8').catch(() => undefined);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}
