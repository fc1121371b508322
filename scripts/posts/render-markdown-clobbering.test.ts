// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown, type MarkdownOptions } from './render-markdown';

const options: MarkdownOptions = {
  picture: async () => undefined,
  link: (href) => href,
  words: { copy: 'Copy code', copied: 'Copied', table: 'Table', linkToHeading: (heading) => `Link to ${heading}`, footnotes: 'Footnotes', backToReference: 'Back to reference' },
};

describe('renderMarkdown and DOM clobbering (issue 40)', () => {
  it("lets no name or id shadow a property of the page's document or window, and keeps every in-page link landing", async () => {
    // `<img name="getElementById">` made document.getElementById the picture: the page's script
    // then failed on it, and the theme toggle with it.
    const markdown = [
      '## Getting started',
      '',
      '## constructor',
      '',
      'A note[^1]; [to my anchor](#mine), <a href="#details">to the details</a>, [back up](#getting-started), [an old anchor](#addEventListener).',
      '',
      '<img name="getElementById" alt=""><img id="cookie" name="body" alt=""><a id="theme-toggle">x</a> <a name="addEventListener">y</a>',
      '',
      '<form name="querySelector"><input name="documentElement"></form> <span id="mine">here</span> <details id="details" name="images"><summary>More</summary>z</details>',
      '',
      '[^1]: The note.',
      '',
    ].join('\n');
    const { html } = await renderMarkdown(markdown, 'en', options);
    // This test's own document and window (jsdom) stand for the page's.
    const template = document.createElement('template');
    template.innerHTML = html;
    const fragment = template.content;
    const names = [...fragment.querySelectorAll('[id], [name]')].flatMap((node) => [node.getAttribute('id'), node.getAttribute('name')]).filter((value): value is string => value !== null);
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) expect(name in document || name in window, name).toBe(false);
    // Headings, footnotes and the HTML's own anchors: each link finds its target.
    const links = [...fragment.querySelectorAll('a[href^="#"]')].map((link) => decodeURIComponent(link.getAttribute('href')?.slice(1) ?? ''));
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const id of links) expect(fragment.getElementById(id), `#${id}`).not.toBeNull();
  });
});
