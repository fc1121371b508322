/**
 * The code a page carries inside its HTML. Inlining CSS or a loader script saves a request but not
 * the bytes, so the JS and CSS budgets count inline code as well as the files.
 */
export type InlineCode = { js: string; css: string };

// One pass, so a commented-out block is skipped (the same reading as the server's CSP).
const BLOCKS = /<!--[\s\S]*?-->|<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<style\b[^>]*>([\s\S]*?)<\/style\s*>/giu;
// Data blocks (JSON-LD…) are not code; only these types run.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript']);

function runsInline(attributes: string): boolean {
  if (/(?:^|\s)src(?:\s*=|\s|$)/iu.test(attributes)) return false;
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/iu.exec(attributes);
  return EXECUTABLE_TYPES.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase());
}

/** Inline executable scripts and inline styles, each kind joined by newlines. */
export function inlineCode(html: string): InlineCode {
  const js: string[] = [];
  const css: string[] = [];
  for (const [, attributes, script, style] of html.matchAll(BLOCKS)) {
    if (script !== undefined && runsInline(attributes ?? '')) js.push(script);
    if (style !== undefined) css.push(style);
  }
  return { js: js.join('\n'), css: css.join('\n') };
}
