import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { transformerStyleToClass } from '@shikijs/transformers';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Root as MdastRoot } from 'mdast';
import { createHighlighter, createJavaScriptRegexEngine, type Highlighter, type ShikiTransformer } from 'shiki';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { remotePictures } from './remote-pictures';
import { pictureName } from './body-pictures';
import { CLOBBER_PREFIX, legacyAnchors, sanitizeSchema, xmlCharacters } from './safe-html';

/**
 * Markdown as GitHub writes it, into the HTML of a post or case study (issue 24): GFM (tables, task
 * lists, footnotes, autolinks, strikethrough), raw HTML parsed and then sanitised with GitHub's
 * rules (no scripts, no event handlers, no iframes), headings with ids and anchor links, code
 * highlighted at build time in both themes as classes (the CSP forbids style attributes, decision
 * 002), pictures of content/images as AVIF and WebP with their size. Runs at build time only.
 */

/** The themes' pair: chosen because every colour of both reads at AA on its own background (render-markdown.test.ts). */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** A picture the page can show: its srcsets, its fallback and its intrinsic size. */
export type PictureFiles = { avif: string; webp: string; src: string; width: number; height: number };

export type MarkdownOptions = {
  /** A picture of content/images by the name the Markdown gives (`diagram` or `diagram.png`); undefined if there is none. */
  picture: (name: string) => Promise<PictureFiles | undefined>;
  /** An address the Markdown links to, as the page needs it (the base path and the page's language before `/posts/`). */
  link: (href: string) => string;
  words: { copy: string; copied: string; table: string; linkToHeading: (heading: string) => string; footnotes: string; backToReference: string };
};

export type Heading = { depth: 2 | 3; id: string; text: string };

export type RenderedMarkdown = {
  html: string;
  /** The h2 and h3 headings, in order, for the table of contents. */
  headings: Heading[];
  /** The code's colours as classes, both themes', for the page's stylesheet. */
  css: string;
  /** The words a reader reads (code included), for the reading time. */
  words: number;
};

/**
 * One highlighter for the build, its languages loaded as posts use them. The JavaScript regex
 * engine, not the WebAssembly one: that one reads its binary through the global Response, which
 * the dev server's message service replaces (@hono/node-server), so `npm run dev` could not load it.
 */
let highlighter: Promise<Highlighter> | undefined;
const highlighterOnce = () => (highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [], engine: createJavaScriptRegexEngine({ forgiving: true }) }));

/**
 * A table column's alignment (`| ---: |`) as a class (`align-right`), not the `align` attribute
 * Markdown gives it: that attribute is obsolete HTML (the Nu Html Checker says so) and the page's
 * stylesheet sets every cell's alignment anyway; long-form.css aligns each class.
 */
function tableAlignment() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if ((node.tagName !== 'td' && node.tagName !== 'th') || typeof node.properties.align !== 'string') return;
      const align = node.properties.align;
      delete node.properties.align;
      if (align === 'left' || align === 'center' || align === 'right') node.properties.className = [`align-${align}`];
    });
  };
}

/**
 * Each table in a box of its own that scrolls sideways when the table is wider than the text (a
 * phone, many columns), so the page never does. The box takes keyboard focus, as a code block
 * does, since a box that scrolls must be reachable without a pointer (WebKit does not make it so by
 * itself), and is a named region so a screen reader says what took focus. The table keeps its own
 * display, and with it its table semantics.
 */
function scrollableTables(label: string) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || parent === undefined || index === undefined) return;
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: label }, children: [node] };
      return 'skip';
    });
  };
}

/** Ids the page itself uses: a heading "Main" or "Page content" must not take them. */
const RESERVED_IDS = new Set(['root', 'main', 'page-content', 'article-chrome', 'contents']);

const FOOTNOTE_LABEL = `${CLOBBER_PREFIX}footnote-label`;

/** A fence's info after the language, as an attribute: reparsing raw HTML would drop it from the node's data. */
function fenceMeta() {
  return (tree: MdastRoot) => {
    visit(tree, 'code', (node) => {
      if (node.meta) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, metastring: node.meta } };
    });
  };
}

/** Line numbers when the fence's info says so: ```ts numbers. */
const lineNumbers: ShikiTransformer = {
  name: 'folio:line-numbers',
  pre(node) {
    if (/(?:^|\s)(?:numbers|showLineNumbers)(?:\s|$)/u.test(this.options.meta?.__raw ?? '')) this.addClassToHast(node, 'line-numbers');
  },
};

/** Each code block in a figure-like box with its copy button (hidden until the page's script can copy). */
function codeBlocks({ copy, copied }: { copy: string; copied: string }) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || parent === undefined || index === undefined) return;
      const button: Element = {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', className: ['copy-code'], dataCopyCode: '', dataCopied: copied, hidden: true },
        children: [{ type: 'text', value: copy }],
      };
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children: [node, button] };
      return 'skip';
    });
  };
}

/**
 * Ids of the page's own kept free (and Object.prototype's names, `constructor`, `__proto__`: an id
 * on `window` comes before that prototype); links to the site resolved for the page (base
 * path, language); a link to `#x` where only the prefixed `#user-content-x` is (a footnote, an id of
 * the HTML) pointed there.
 */
function idsAndLinks(link: MarkdownOptions['link']) {
  return (tree: Root) => {
    const seen = new Set<string>();
    visit(tree, 'element', (node, _index, parent) => {
      // A task's checkbox is named by its task, for screen readers (and axe's label rule).
      if (node.tagName === 'input' && parent?.type === 'element' && parent.tagName === 'li') node.properties.ariaLabel = toString(parent).trim();
      const id = node.properties.id;
      if (typeof id === 'string') {
        let free = RESERVED_IDS.has(id) || id in Object.prototype ? `${id}-1` : id;
        for (let n = 2; seen.has(free); n += 1) free = `${id}-${n}`;
        seen.add(free);
        node.properties.id = free;
      }
    });
    visit(tree, 'element', (node) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string') return;
      if (href.startsWith('/') && !href.startsWith('//')) node.properties.href = link(href);
      const target = href.startsWith('#') ? fragment(href.slice(1)) : undefined;
      if (target !== undefined && !seen.has(target) && seen.has(`${CLOBBER_PREFIX}${target}`)) node.properties.href = `#${CLOBBER_PREFIX}${href.slice(1)}`;
    });
  };
}

/** A fragment as the id it names (`caf%C3%A9` is `café`); a malformed escape names itself. */
function fragment(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}


/** The width a picture of the text is shown at: the measure (46 rem), or the screen on phones. */
export const PICTURE_SIZES = '(min-width: 48rem) 46rem, 100vw';

/** `![alt](name)` of a picture in content/images as <picture>, with its size; lazy, as it is below the title. */
function pictures(picture: MarkdownOptions['picture']) {
  return async (tree: Root) => {
    const images: Element[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'img') images.push(node);
    });
    for (const node of images) {
      const src = String(node.properties.src ?? '');
      const name = pictureName(src);
      const files = name === undefined ? undefined : await picture(name);
      if (files === undefined) continue;
      const img: Element = {
        type: 'element',
        tagName: 'img',
        properties: { ...node.properties, src: files.src, width: files.width, height: files.height, loading: 'lazy', decoding: 'async' },
        children: [],
      };
      const source = (type: string, srcSet: string): ElementContent => ({ type: 'element', tagName: 'source', properties: { type, srcSet, sizes: PICTURE_SIZES }, children: [] });
      Object.assign(node, { tagName: 'picture', properties: {}, children: [source('image/avif', files.avif), source('image/webp', files.webp), img] });
    }
  };
}

/** Words as a reader counts them, in any script (Intl.Segmenter knows where Arabic or Japanese words end). */
export function countWords(text: string, lang: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

export async function renderMarkdown(markdown: string, lang: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  const shiki = await highlighterOnce();
  const headings: Heading[] = [];
  let words = 0;
  const classes = transformerStyleToClass({ classPrefix: 'c-' });
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(fenceMeta)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      clobberPrefix: '',
      footnoteLabel: options.words.footnotes,
      footnoteBackLabel: (index) => `${options.words.backToReference} ${index + 1}`,
    })
    .use(rehypeRaw)
    .use(xmlCharacters)
    .use(legacyAnchors)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeSlug)
    .use(tableAlignment)
    .use(scrollableTables, options.words.table)
    .use(idsAndLinks, options.link)
    .use(() => (tree: Root) => {
      words = countWords(toString(tree), lang);
      visit(tree, 'element', (node) => {
        if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string' && node.properties.id !== FOOTNOTE_LABEL) {
          headings.push({ depth: node.tagName === 'h2' ? 2 : 3, id: node.properties.id, text: toString(node) });
        }
      });
    })
    .use(rehypeAutolinkHeadings, {
      behavior: 'append',
      test: (node) => node.properties.id !== FOOTNOTE_LABEL,
      properties: (node) => ({ className: ['heading-anchor'], ariaLabel: options.words.linkToHeading(toString(node)) }),
      content: { type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] },
    })
    .use(rehypeShikiFromHighlighter, shiki, {
      themes: CODE_THEMES,
      defaultColor: false,
      // Only the languages the posts use are loaded (all of them take seconds).
      lazy: true,
      // A language shiki does not know reads as plain text rather than stopping the build.
      fallbackLanguage: 'text',
      defaultLanguage: 'text',
      transformers: [lineNumbers, classes],
    })
    .use(codeBlocks, options.words)
    .use(pictures, options.picture)
    .use(remotePictures)
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), headings, css: classes.getCSS(), words };
}
