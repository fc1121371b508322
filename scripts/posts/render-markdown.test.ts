import { describe, expect, it } from 'vitest';
import { contrast } from '../colour/accent';
import { countWords, renderMarkdown, type MarkdownOptions } from './render-markdown';

const options: MarkdownOptions = {
  picture: async (name) => (name === 'diagram' ? { avif: 'd-1.avif 720w', webp: 'd-1.webp 720w', src: 'd-1.webp', width: 720, height: 400 } : undefined),
  link: (href) => `/base${href}`,
  words: { copy: 'Copy code', copied: 'Copied', table: 'Table', linkToHeading: (heading) => `Link to ${heading}`, footnotes: 'Footnotes', backToReference: 'Back to reference' },
};
const render = (markdown: string) => renderMarkdown(markdown, 'en', options);

describe('renderMarkdown', () => {
  it('writes GitHub Markdown: tables, task lists, footnotes, autolinks, strikethrough, blockquotes', async () => {
    const { html } = await render('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] to do\n\nA note[^1], https://example.com and ~~old~~.\n\n> quoted\n\n[^1]: The note.\n');
    // In a box that scrolls when the table is wider than the text, named and in the tab order.
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>');
    // Each task's checkbox is named by its task.
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="done">');
    expect(html).toContain('<a href="https://example.com">https://example.com</a>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<blockquote>');
    // The footnote's reference and its note find each other.
    const target = /href="#(user-content-fn-1)"/u.exec(html)?.[1];
    expect(html).toContain(`id="${target}"`);
  });

  it('aligns a table column as Markdown says, by a class rather than the obsolete align attribute', async () => {
    const { html } = await render('| name | count | note |\n|:---|---:|:---:|\n| a | 12 | x |\n');
    expect(html).toContain('<th class="align-left">name</th>\n<th class="align-right">count</th>\n<th class="align-center">note</th>');
    expect(html).toContain('<td class="align-right">12</td>');
    expect(html).not.toContain('align=');
  });

  it('gives headings ids and anchor links, lists h2 and h3 for the contents, and keeps the page\'s own ids free', async () => {
    const { html, headings } = await render('## Getting started\n\n### Install it\n\n#### Deeper\n\n## Main\n\n## Getting started\n');
    expect(html).toContain('<h2 id="getting-started">Getting started<a class="heading-anchor" aria-label="Link to Getting started" href="#getting-started">');
    expect(headings).toEqual([
      { depth: 2, id: 'getting-started', text: 'Getting started' },
      { depth: 3, id: 'install-it', text: 'Install it' },
      { depth: 2, id: 'main-1', text: 'Main' },
      { depth: 2, id: 'getting-started-1', text: 'Getting started' },
    ]);
  });

  it('sanitises raw HTML: no scripts, no event handlers, no iframes, no javascript: links', async () => {
    const { html } = await render('<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)"><iframe src="https://example.com"></iframe><a href="javascript:alert(1)">x</a> <kbd>Ctrl</kbd>\n');
    expect(html).not.toMatch(/<script|onerror|<iframe|javascript:/iu);
    expect(html).toContain('<kbd>Ctrl</kbd>');
  });

  it('highlights code as classes in both themes, with a copy button and optional line numbers', async () => {
    const { html, css } = await render('```ts numbers\nconst answer: number = 42; // the answer\n```\n\n```\nplain\n```\n');
    expect(html).not.toContain('style=');
    expect(html).toContain('class="shiki');
    expect(html).toContain('line-numbers');
    expect(html).toContain('<button type="button" class="copy-code" data-copy-code="" data-copied="Copied" hidden>Copy code</button>');
    expect(css).toMatch(/--shiki-light:#[0-9a-f]{6}.*--shiki-dark:#[0-9a-f]{6}/iu);
  });

  it("colours every token of the themes at AA (4.5:1) on each theme's code background", async () => {
    const sample = ['```ts', "import { x } from 'y';", '/** doc */', 'export async function f<T>(a: T[], b = 1): Promise<void> { return void `t${a}`; }', 'const re = /a+/gu; // comment', 'class A extends B { #p = null; }', '```'].join('\n');
    const more = ['```json', '{ "a": [1, true, null, "s"] }', '```', '```bash', 'npm run build --flag # c', '```', '```css', '.a:hover { color: #fff; --x: 1px; }', '```', '```python', 'def f(x): return x  # c', '```', '```diff', '- old', '+ new', '```'].join('\n');
    const { css } = await render(`${sample}\n\n${more}\n`);
    const rules = [...css.matchAll(/\{([^}]*)\}/gu)].map((match) => Object.fromEntries((match[1] ?? '').split(';').map((pair) => pair.split(':') as [string, string])));
    const background = rules.find((rule) => rule['--shiki-light-bg'] !== undefined);
    const [lightBg, darkBg] = [background?.['--shiki-light-bg'] ?? '', background?.['--shiki-dark-bg'] ?? ''];
    expect(lightBg).toMatch(/^#/u);
    for (const rule of rules) {
      if (rule['--shiki-light']) expect(contrast(rule['--shiki-light'].slice(0, 7), lightBg), rule['--shiki-light']).toBeGreaterThanOrEqual(4.5);
      if (rule['--shiki-dark']) expect(contrast(rule['--shiki-dark'].slice(0, 7), darkBg), rule['--shiki-dark']).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows a picture of content/images as AVIF and WebP with its size, lazily; resolves links to the site', async () => {
    const { html } = await render('![A diagram](diagram)\n\n[Other post](/posts/other/)\n');
    expect(html).toContain('<picture><source type="image/avif" srcset="d-1.avif 720w" sizes="(min-width: 48rem) 46rem, 100vw"><source type="image/webp" srcset="d-1.webp 720w" sizes="(min-width: 48rem) 46rem, 100vw"><img src="d-1.webp" alt="A diagram" width="720" height="400" loading="lazy" decoding="async"></picture>');
    expect(html).toContain('href="/base/posts/other/"');
  });

  it('counts words in any script', () => {
    expect(countWords('Hello, world: two words.', 'en')).toBe(4);
    expect(countWords('مرحبا بالعالم', 'ar')).toBe(2);
  });
});
