/**
 * Whether the header's row holds the owner's name, every nav label and the controls on one line,
 * worked out in the browser, since only the browser knows how wide an owner's words are in the
 * visitor's font. A tiny inline script in <head> watches the page's width with a ResizeObserver,
 * whose callbacks run after layout and before paint, so the first frame that shows the header
 * already has the layout that fits it (no shift, no flash), before the page's module script has
 * loaded. It sets HEADER_FIT_ATTRIBUTE on <html>, to the first level that fits:
 *   full     the name and the nav in the row (from the md breakpoint; below it the menu, as always)
 *   initials the nav in the row, and the name only in the link's accessible name (the initials
 *            stay): a desktop visitor keeps the links in sight rather than behind a button
 *   menu     the nav behind the menu button, the name shown again
 *   compact  the menu, and the name only in the link's accessible name
 * src/styles.css turns the levels into the `nav-inline` and `header-name` variants. Without the
 * script (no JavaScript), the breakpoints alone decide and the row may wrap as a whole
 * (scripts/build/head-tags.ts).
 */
export const HEADER_FIT_ATTRIBUTE = 'data-header-fit';
export const HEADER_FIT_LEVELS = ['full', 'initials', 'menu', 'compact'] as const;
export type HeaderFit = (typeof HEADER_FIT_LEVELS)[number];
/** The attribute's value from the script's start until the row is fitted: the row is not painted. */
export const HEADER_FIT_PENDING = 'pending';
/** Marks the header's row, the element whose children must fit its width. */
export const HEADER_ROW_ATTRIBUTE = 'data-header-row';
/** Where the inline navigation may take over from the menu (Tailwind's md breakpoint, 768 px). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 48rem)';

/**
 * Whether the nav shows in the row (so the menu button is hidden): desktop width, and the fit
 * script has not moved it to the menu.
 */
export function navIsInline(root: HTMLElement = document.documentElement): boolean {
  const fit = root.getAttribute(HEADER_FIT_ATTRIBUTE);
  return window.matchMedia(DESKTOP_MEDIA_QUERY).matches && fit !== 'menu' && fit !== 'compact';
}

/**
 * The inline script. Per width it tries each level from the roomiest and keeps the first whose
 * in-flow children, with the row's gaps, fit inside the row's padding: every one of them is
 * `white-space: nowrap`, so none can shrink below its text and the sum is what they need. Until
 * the row has been fitted the attribute says `pending` and the row is not painted (styles.css):
 * while the page is still arriving the row may be there without its last control, the menu
 * button, and a row painted then and fitted a frame later would jump. If the button is not there
 * yet it fits once the document is parsed (DOMContentLoaded), then does nothing more until the
 * width changes: a few hundred bytes and one short layout per width. It used to check at each
 * frame, and the frame that found the button forced the first layout of the whole page in one
 * task (263 ms at 4x CPU); by DOMContentLoaded the browser has laid out most of it in its own
 * frames, and the fit's layout is the header's. Without ResizeObserver it does nothing, and the
 * breakpoints decide.
 */
export function headerFitScript(): string {
  const levels = JSON.stringify(HEADER_FIT_LEVELS);
  return (
    `(function(){var h=document.documentElement,A=${JSON.stringify(HEADER_FIT_ATTRIBUTE)},w=-1,q=0,L=${levels};` +
    `if(!window.ResizeObserver)return;h.setAttribute(A,${JSON.stringify(HEADER_FIT_PENDING)});` +
    `function over(r){var s=getComputedStyle(r),u=0,n=0,c;` +
    `for(c=r.firstElementChild;c;c=c.nextElementSibling){var p=getComputedStyle(c).position;` +
    `if(p!=="absolute"&&p!=="fixed"){var b=c.getBoundingClientRect().width;if(b>0){u+=b;n++}}}` +
    `return u+Math.max(0,n-1)*(parseFloat(s.columnGap)||0)>r.clientWidth-parseFloat(s.paddingLeft)-parseFloat(s.paddingRight)+.5}` +
    `function again(){q=0;fit()}` +
    `function fit(){var r=document.querySelector("[${HEADER_ROW_ATTRIBUTE}]");` +
    `if(!r||!r.querySelector('[aria-controls="site-menu"]')){if(!q&&document.readyState==="loading"){q=1;document.addEventListener("DOMContentLoaded",again)}return}` +
    `if(r.clientWidth===w)return;w=r.clientWidth;` +
    `for(var i=0;i<L.length;i++){h.setAttribute(A,L[i]);if(!over(r))break}}` +
    `new ResizeObserver(fit).observe(h)})()`
  );
}
