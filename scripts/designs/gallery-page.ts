import { DESIGN_SUMMARIES, type Design } from '../../contract/designs';
import { escapeHtml } from '../html/head-tags';

/** One screenshot of the gallery: a design at a width in a theme, as a file beside the page. */
export type GalleryShot = { design: Design; width: 'desktop' | 'phone'; theme: 'light' | 'dark'; file: string };

/**
 * The gallery: one row per design (its name, what it is, the line that chooses it), each showing
 * the owner's first screen at desktop and phone widths in both themes, the chosen design first.
 */
export function galleryPage(owner: string, chosen: Design, designs: readonly Design[], shots: readonly GalleryShot[]): string {
  const ordered = [chosen, ...designs.filter((design) => design !== chosen)];
  const rows = ordered.map((design) => {
    const figures = shots
      .filter((shot) => shot.design === design)
      .map(
        (shot) =>
          `<figure class="${shot.width}"><a href="${escapeHtml(shot.file)}"><img src="${escapeHtml(shot.file)}" alt="${escapeHtml(`${owner}'s page in the ${design} design, ${shot.theme} theme, at ${shot.width} width`)}" loading="lazy"></a><figcaption>${shot.width}, ${shot.theme}</figcaption></figure>`,
      )
      .join('');
    const current = design === chosen ? ' <strong>(your site now)</strong>' : '';
    return `<section><h2>${design}${current}</h2><p>${escapeHtml(DESIGN_SUMMARIES[design])}. Choose it with <code>design: '${design}'</code> in content/site.ts.</p><div class="shots">${figures}</div></section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(owner)}: folio's designs</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;background:#f4f4f2;color:#18181b}
h1{margin:0 0 .25rem}section{margin:2.5rem 0;padding-top:1.5rem;border-top:1px solid #d4d4d8}
.shots{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto;padding-bottom:.5rem}
figure{margin:0;flex:none}figure.desktop img{width:480px}figure.phone img{width:156px}
figure img{max-height:70vh;object-fit:cover;object-position:top}
img{display:block;height:auto;border:1px solid #d4d4d8;border-radius:6px;background:#fff}
figcaption{font-size:.8rem;color:#52525b;margin-top:.25rem}code{background:#e4e4e7;padding:0 .3em;border-radius:4px}
</style>
</head>
<body>
<h1>${escapeHtml(owner)}, in each of folio's designs</h1>
<p>Your own content, built in every design, each whole page. Each picture opens at full size.</p>
${rows.join('\n')}
</body>
</html>
`;
}

/**
 * The live gallery: each design's built page, served while `npm run designs` runs, in a frame of a
 * phone's width beside the others, the chosen design first, each scrolled on its own.
 */
export function livePage(owner: string, chosen: Design, served: readonly { design: Design; origin: string }[]): string {
  const ordered = [...served].sort((a, b) => Number(b.design === chosen) - Number(a.design === chosen));
  const frames = ordered
    .map(({ design, origin }) => `<figure><figcaption>${design}${design === chosen ? ' (your site now)' : ''}: <code>design: '${design}'</code></figcaption><iframe src="${escapeHtml(`${origin}/`)}" title="${escapeHtml(`${owner}'s page in the ${design} design`)}"></iframe></figure>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(owner)}: folio's designs, live</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;background:#f4f4f2;color:#18181b}
.frames{display:flex;gap:1rem;overflow-x:auto}figure{margin:0;flex:none}
iframe{width:390px;height:calc(100vh - 7rem);border:1px solid #d4d4d8;border-radius:8px;background:#fff}
figcaption{font-size:.85rem;margin-bottom:.25rem}code{background:#e4e4e7;padding:0 .3em;border-radius:4px}
</style>
</head>
<body>
<h1>${escapeHtml(owner)}, live in each design</h1>
<div class="frames">${frames}</div>
</body>
</html>
`;
}
