import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * Pictures from other sites, as links to them (issue 40). The page never showed them (its security
 * policy loads only the site's own files), but a feed reader would have fetched each one for every
 * reader of the feed: a tracking pixel's way to learn who reads, and when. A link loads nothing
 * until it is followed. The site's own pictures (names in content/images, `/…` addresses) stay.
 */

/** An address with a scheme (`https:`) or a host (`//tracker.example/p.gif`): not the site's own file. */
const REMOTE = /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/iu;

const isRemote = (value: unknown) => typeof value === 'string' && REMOTE.test(value);
/** A srcset is remote if any of its candidates is. */
const remoteSet = (value: unknown) => typeof value === 'string' && value.split(',').some((candidate) => isRemote(candidate));

/** `//host/x.png` as the https address a link needs. */
const absolute = (src: string) => (src.trim().startsWith('//') ? `https:${src.trim()}` : src.trim());

/** What stands in for a remote picture: a link named by its alt text (or its address), or just that text inside a link already. */
function standIn(img: Element, inLink: boolean): ElementContent {
  const src = typeof img.properties.src === 'string' ? img.properties.src : '';
  const alt = typeof img.properties.alt === 'string' ? img.properties.alt.trim() : '';
  const text: ElementContent = { type: 'text', value: alt === '' ? absolute(src) : alt };
  if (inLink || src === '') return text;
  return { type: 'element', tagName: 'a', properties: { href: absolute(src) }, children: [text] };
}

function walk(children: RootContent[] | ElementContent[], inLink: boolean): ElementContent[] {
  return (children as ElementContent[]).flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node];
    if (node.tagName === 'source' && (remoteSet(node.properties.srcSet) || isRemote(node.properties.src))) return [];
    if (node.tagName === 'img' && (isRemote(node.properties.src) || remoteSet(node.properties.srcSet))) return [standIn(node, inLink)];
    node.children = walk(node.children, inLink || node.tagName === 'a');
    return [node];
  });
}

export function remotePictures() {
  return (tree: Root) => {
    tree.children = walk(tree.children, false) as RootContent[];
  };
}
