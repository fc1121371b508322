/** How long a copy button says "Copied" before it reads as itself again. */
export const COPIED_FOR_MS = 2000;

/**
 * The code blocks' copy buttons (issue 24), as a small inline script at the end of a long-form
 * page that has them: the build writes them hidden, since without a script they could do nothing,
 * and this shows them and copies a block's text on a click. Inline rather than in the page's
 * module: every page of a site with posts would carry it there, and here the buttons are shown
 * with the first paint, not after hydration. One listener for the page, so many blocks cost one.
 * Where the clipboard API refuses (an unfocused document, an old engine), the older command, on
 * a selection of the block.
 */
export function copyCodeScript(): string {
  return (
    `(function(){var d=document,B="button[data-copy-code]",all=d.querySelectorAll(B),c=navigator.clipboard;if(!all.length||!c)return;` +
    `for(var i=0;i<all.length;i++)all[i].hidden=false;` +
    `d.addEventListener("click",function(e){var b=e.target instanceof Element?e.target.closest(B):null,` +
    `p=b&&b.parentElement&&b.parentElement.querySelector("pre");if(!p)return;` +
    `var l=b.dataset.label||b.textContent||"";b.dataset.label=l;` +
    `function done(){b.textContent=b.dataset.copied||l;setTimeout(function(){b.textContent=l},${COPIED_FOR_MS})}` +
    `c.writeText(p.textContent||"").then(done,function(){var s=d.getSelection();if(!s)return;` +
    `s.selectAllChildren(p);var ok=d.execCommand("copy");s.removeAllRanges();if(ok)done()})})})()`
  );
}
