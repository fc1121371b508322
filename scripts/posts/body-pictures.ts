/**
 * The pictures a post or case study names in its Markdown (`![alt](diagram)`, a reference's
 * definition, or `<img src="diagram">`), each with its line in the file, and the ones the build
 * cannot find (issue 41): a picture of content/images is named by its name, with or without its
 * extension; one from another site becomes a link (remote-pictures.ts); a site address (`/…`) is
 * the owner's to serve.
 */
import type { Html, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { ContentPaths } from '../../contract/content-paths';
import { hasSource, nearestPicture, sourceFiles } from '../content-files/missing-images';
import type { TextSource } from './read-posts';

/** A picture of content/images as the Markdown names it: `diagram` or `diagram.png`; undefined for anything else. */
export function pictureName(src: string): string | undefined {
  return /^[a-z0-9-]+(?:\.[a-z]+)?$/u.test(src) ? src.replace(/\.[a-z]+$/u, '') : undefined;
}

/** Not a picture of the folder at all: another site's, a data: address, the site's own path, an anchor. */
const ELSEWHERE = /^\s*(?:[a-z][a-z0-9+.-]*:|\/|#)/iu;

/** Each picture the text names, with its line in the file. */
export function bodyPictures(text: Pick<TextSource, 'body' | 'bodyLine'>): { src: string; line: number }[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(text.body) as Root;
  const found: { src: string; line: number }[] = [];
  const at = (offset: number | undefined) => text.bodyLine + (offset ?? 1) - 1;
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (node) => void definitions.set(node.identifier, node.url));
  visit(tree, (node) => {
    if (node.type === 'image') found.push({ src: node.url, line: at(node.position?.start.line) });
    if (node.type === 'imageReference') {
      const url = definitions.get(node.identifier);
      if (url !== undefined) found.push({ src: url, line: at(node.position?.start.line) });
    }
    if (node.type === 'html') found.push(...htmlPictures(node as Html, at(node.position?.start.line)));
  });
  return found;
}

/** `<img src="…">` in raw HTML, each on the line it is written on. */
function htmlPictures(node: Html, first: number): { src: string; line: number }[] {
  return node.value.split('\n').flatMap((content, index) =>
    [...content.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/giu)].map((match) => ({ src: match[1] ?? match[2] ?? match[3] ?? '', line: first + index })),
  );
}

/** One line per picture the text names that the build would ship broken, as a missing cover is. */
export function missingBodyPictures(text: TextSource, paths: ContentPaths): string[] {
  const folder = `${paths.label}/images/`;
  return bodyPictures(text).flatMap(({ src, line }) => {
    if (src.trim() === '' || ELSEWHERE.test(src)) return [];
    const name = pictureName(src);
    if (name !== undefined && hasSource(name, paths.images)) return [];
    const stem = (name ?? src.replace(/^.*\//u, '').replace(/\.[^.]*$/u, '')).toLowerCase();
    const near = nearestPicture(stem, sourceFiles(paths.images));
    if (name === undefined) {
      const like = near === undefined ? `${stem}` : near.replace(/\.[^.]*$/u, '');
      return [`${text.file}:${line}: picture "${src}" is not a name in ${folder}: put the picture there and name it by its name, like ![…](${like})`];
    }
    const fix = near === undefined ? `put ${name}.svg, .jpg, .png or .webp there` : `did you mean "${near}"?`;
    return [`${text.file}:${line}: picture "${src}" is not in ${folder}: ${fix}`];
  });
}
