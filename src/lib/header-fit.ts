/**
 * Whether the header's row holds the owner's name, every nav label and the controls on one line,
 * worked out in the browser, since only the browser knows how wide an owner's words are in the
 * visitor's font. A tiny inline script right after the row (headerFitScript, which the header
 * renders) measures it as soon as it is parsed, when the header is all the page there is to lay
 * out, so the first frame that shows the header already has the layout that fits it (no shift, no
 * flash), before the page's module script has loaded. It sets HEADER_FIT_ATTRIBUTE on <html>, to
 * the first level that fits:
 *   full     the name and the nav in the row (from the md breakpoint; below it the menu, as always)
 *   initials the nav in the row, and the name only in the link's accessible name (the initials
 *            stay): a desktop visitor keeps the links in sight rather than behind a button
 *   menu     the nav behind the menu button, the name shown again
 *   compact  the menu, and the name only in the link's accessible name
 * src/styles.css turns the levels into the `nav-inline` and `header-name` variants. Without
 * scripts (no JavaScript), the breakpoints alone decide and the row may wrap as a whole
 * (scripts/html/head-tags.ts). Decisions 025 and 037.
 */
export const HEADER_FIT_ATTRIBUTE = 'data-header-fit';
export const HEADER_FIT_LEVELS = ['full', 'initials', 'menu', 'compact'] as const;
export type HeaderFit = (typeof HEADER_FIT_LEVELS)[number];
/** The attribute's value from the head's script until the row is fitted: the row shows only the link home. */
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
 * The head's part, with the theme's script: from here until the row is fitted the attribute says
 * `pending` and the row shows only its first item, the link home (styles.css), in case the browser
 * paints the page while the row has arrived and its script has not.
 */
export function headerPendingScript(): string {
  return `document.documentElement.setAttribute(${JSON.stringify(HEADER_FIT_ATTRIBUTE)},${JSON.stringify(HEADER_FIT_PENDING)})`;
}

/**
 * The script after the row. Per width it tries each level from the roomiest and keeps the first
 * whose in-flow children, with the row's gaps, fit inside the row's padding: every one of them is
 * `white-space: nowrap`, so none can shrink below its text and the sum is what they need.
 *
 * It runs where it stands, while the rest of the page has yet to be parsed: the layout its
 * measuring forces is the header's alone. It used to sit in <head> with a ResizeObserver on
 * <html> from the start, and an observer watching while the page was first laid out put that
 * whole layout and the observer's turn into one task: the home page's longest load task at 4x CPU
 * was 93 ms at the median and over 100 ms in 19 of 40 loads, against 76 ms and none without it
 * (docs/benchmark.md, decision 037). So until the page has loaded the window's `resize` events
 * refit the row, and from then on a ResizeObserver does (an inline script always runs before
 * `load`; a copy run after it, as the dev page's may be, keeps to `resize`), which also sees the
 * root change width without one (the menu's scroll lock takes the root's scrollbar away,
 * styles.css). The root otherwise always has its scrollbar (`overflow-y: scroll`), so the width
 * measured before the page was long enough to scroll is the width it has once it does.
 *
 * The row is looked up again if React has replaced it (a client render after a failed hydration):
 * a detached row measures 0 wide. With no row at all, `pending` is taken away.
 */
export function headerFitScript(): string {
  const levels = JSON.stringify(HEADER_FIT_LEVELS);
  return (
    `(function(){var h=document.documentElement,A=${JSON.stringify(HEADER_FIT_ATTRIBUTE)},w,L=${levels},r;` +
    `function over(){var s=getComputedStyle(r),u=0,n=0,c;` +
    `for(c=r.firstElementChild;c;c=c.nextElementSibling){var p=getComputedStyle(c).position;` +
    `if(p!=="absolute"&&p!=="fixed"){var b=c.getBoundingClientRect().width;if(b>0){u+=b;n++}}}` +
    `return u+(n-1)*(parseFloat(s.columnGap)||0)>r.clientWidth-parseFloat(s.paddingLeft)-parseFloat(s.paddingRight)+.5}` +
    `function fit(){if(!r||!r.isConnected){r=document.querySelector("[${HEADER_ROW_ATTRIBUTE}]");if(!r)return h.removeAttribute(A)}` +
    `if(r.clientWidth===w)return;w=r.clientWidth;` +
    `for(var i=0;i<L.length;i++){h.setAttribute(A,L[i]);if(!over())break}}` +
    `function watch(){if(window.ResizeObserver){removeEventListener("resize",fit);new ResizeObserver(fit).observe(h)}}` +
    `fit();addEventListener("resize",fit);addEventListener("load",watch)})()`
  );
}
