import type { Root } from 'hast';
import { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import { visit } from 'unist-util-visit';
import { cleanStrings, cleanText } from '../content-files/xml-characters';

/**
 * What a post's raw HTML may leave in the page, beyond GitHub's rules (render-markdown.ts): no
 * character XML cannot carry, and no id or name that is a property of `document` or `window`
 * (issue 40, decision 042).
 */

/**
 * Before every id and name the Markdown's HTML writes (and every id its aria-describedby and
 * aria-labelledby name), so none is a property of `document` or `window`: `<img
 * name="getElementById">` made document.getElementById a picture, and the page's script failed on
 * it. Footnotes get it here too (remark-rehype is told to add none, else twice), and
 * render-markdown's idsAndLinks points in-page links at the prefixed ids. Headings' ids, given
 * after sanitising, have none: lower-case words and hyphens on h2-h6 name nothing on `document`,
 * and on `window` come after its own properties (decision 042).
 */
export const CLOBBER_PREFIX = 'user-content-';

const { '*': everywhere = [], ...attributes } = defaultSchema.attributes ?? {};

/**
 * GitHub's rules and clobbering prefix (`clobber`: id, name, aria-describedby, aria-labelledby),
 * and `name` only on <details>, where it makes an accordion and is HTML of today: on <img> and
 * <a> it is obsolete, and on <img> (and <form>, which is not allowed) it names a property of
 * `document` itself. `metastring`: a fence's info after its language (```ts numbers), kept for the
 * highlighter.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: CLOBBER_PREFIX,
  attributes: {
    ...attributes,
    '*': everywhere.filter((attribute) => attribute !== 'name'),
    details: [...(attributes.details ?? []), 'name'],
    code: [...(attributes.code ?? []), 'metastring'],
  },
};

/** `<a name="x">`, the anchor of old HTML, as `<a id="x">` (then prefixed), so a link to `#x` still lands. */
export function legacyAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'a' || typeof node.properties.name !== 'string' || node.properties.id !== undefined) return;
      node.properties.id = node.properties.name;
      delete node.properties.name;
    });
  };
}

/** Every text and attribute of the HTML without the characters XML cannot carry: `&#1;` in raw HTML writes one. */
export function xmlCharacters() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'text') node.value = cleanText(node.value);
      if (node.type === 'element') node.properties = cleanStrings(node.properties);
    });
  };
}
