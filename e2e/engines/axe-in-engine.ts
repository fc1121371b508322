import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WCAG } from '../support';
import type { EnginePage, PageFunction } from './engine-page';


const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core and its run as one function, made here: every driver sends a page function as its
 * source text, and the driver's own evaluation is not held to the page's CSP, where a script
 * added to the page (or an eval in it) would be. Each violation as "rule: targets".
 */
const runAxe = new Function(
  'tags',
  `${AXE_SOURCE}
  return axe.run(document, { runOnly: { type: 'tag', values: tags } }).then((results) =>
    results.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')));`,
) as PageFunction<[string[]], string[]>;

/** axe's WCAG violations of the page as it is now, in whichever engine drives it. */
export function axeViolations(page: EnginePage): Promise<string[]> {
  return page.evaluate(runAxe, WCAG);
}
