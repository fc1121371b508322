/** How long a copy button says "Copied" before it reads as itself again. */
export const COPIED_FOR_MS = 2000;

/**
 * The code blocks' copy buttons (issue 24): the build writes them hidden, since without a script
 * they could do nothing; this shows them and copies a block's text on a click. One listener for
 * the page, so a post of many blocks costs one.
 */
export function enableCopyButtons(doc: Document = document): void {
  const buttons = [...doc.querySelectorAll<HTMLButtonElement>('button[data-copy-code]')];
  if (buttons.length === 0 || !doc.defaultView?.navigator.clipboard) return;
  for (const button of buttons) button.hidden = false;
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-copy-code]') : null;
    const code = button?.parentElement?.querySelector('pre')?.textContent;
    if (!button || code === undefined || code === null) return;
    const label = button.dataset.label ?? button.textContent ?? '';
    button.dataset.label = label;
    const copied = () => {
      button.textContent = button.dataset.copied ?? label;
      setTimeout(() => {
        button.textContent = label;
      }, COPIED_FOR_MS);
    };
    // The clipboard API refuses in some contexts (an unfocused document, an old engine): then the
    // older command, on a selection of the block.
    doc.defaultView?.navigator.clipboard.writeText(code).then(copied, () => {
      const selection = doc.getSelection();
      const pre = button.parentElement?.querySelector('pre');
      if (!selection || !pre) return;
      selection.selectAllChildren(pre);
      const done = doc.execCommand('copy');
      selection.removeAllRanges();
      if (done) copied();
    });
  });
}
