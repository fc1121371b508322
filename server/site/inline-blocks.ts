/**
 * The inline code of an HTML page: the scripts a browser would run and the style blocks. The CSP
 * allows exactly these by hash, and the benchmark counts their bytes, so both read them here.
 */
export type InlineBlocks = { scripts: string[]; styles: string[] };

// Script types a browser executes; anything else (application/ld+json, application/json, text/plain…)
// is a data block that CSP does not govern, so hashing it would only widen the policy.
const EXECUTABLE_TYPES = new Set(['', 'module', 'importmap', 'speculationrules', 'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript']);

/** Whether a browser runs a `<script type=…>` (`type` lower-cased, '' when absent) rather than keeping it as data. */
export function isExecutableType(type: string): boolean {
  return EXECUTABLE_TYPES.has(type);
}

// One pass, so a commented-out block is skipped and a `<!--` inside a script does not cut it short.
const BLOCKS = /<!--[\s\S]*?-->|<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<style\b[^>]*>([\s\S]*?)<\/style\s*>/giu;

export function inlineBlocks(html: string): InlineBlocks {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, attributes, script, style] of html.matchAll(BLOCKS)) {
    if (script !== undefined && isInlineExecutable(attributes ?? '')) scripts.push(script);
    if (style !== undefined) styles.push(style);
  }
  return { scripts, styles };
}

function isInlineExecutable(attributes: string): boolean {
  if (/(?:^|\s)src(?:\s*=|\s|$)/iu.test(attributes)) return false;
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/iu.exec(attributes);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
  return isExecutableType(value);
}
