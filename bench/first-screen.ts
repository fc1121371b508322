import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../scripts/tooling/chromium';
import { FIRST_FLIGHT_BYTES, gzipBytes } from '../scripts/site/size-budget';
import { VIEWPORTS } from './interactions';
import type { FirstScreen } from './types';

/*
 * Issue 24: a page paints its first screen after one round trip when the HTML that screen needs
 * arrives in a connection's first flight (FIRST_FLIGHT_BYTES). A page whose whole HTML is larger
 * still does, if what comes before the first element below the first screen fits: the browser
 * parses and paints HTML as it streams in, and the inline CSS is in the head.
 */

/** Where the first screen ends in the page as it arrives, before any script: a start tag and its occurrence. */
type Boundary = { tag: string; occurrence: number } | null;

/**
 * Run in the page (as text: a bundler's helpers do not exist there): the first element in document
 * order inside `main` whose box starts below the first screen, as its start tag and how many
 * identical start tags come before it in the page.
 */
const BOUNDARY_SCRIPT = `(() => {
  const startTag = (element) => element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1);
  const main = document.querySelector('main');
  if (!main) return null;
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.top + window.scrollY < window.innerHeight) continue;
    const tag = startTag(node);
    const occurrence = [...document.querySelectorAll(node.tagName)].filter((other) => startTag(other) === tag).indexOf(node);
    return { tag, occurrence };
  }
  return null;
})()`;

/** The offset of the `occurrence`th (0-based) `tag` in `html`, or the end when it is not found. */
export function offsetOf(html: string, tag: string, occurrence: number): number {
  let at = -1;
  for (let seen = 0; seen <= occurrence; seen += 1) {
    at = html.indexOf(tag, at + 1);
    if (at === -1) return html.length;
  }
  return at;
}

/**
 * How many gzip bytes of `html` come before the first screen of `page` (loaded from it, without
 * scripts, at the viewport to measure) is complete, and the start tag it ends at.
 */
export async function firstScreenBytes(page: Page, html: string): Promise<{ bytes: number; endsAt: string }> {
  const boundary = (await page.evaluate(BOUNDARY_SCRIPT)) as Boundary;
  const end = boundary ? offsetOf(html, boundary.tag, boundary.occurrence) : html.length;
  return { bytes: gzipBytes(html.slice(0, end)), endsAt: boundary?.tag.slice(0, 80) ?? '(the end)' };
}

/**
 * The page at `url`, whose HTML as served is `html`, read without scripts at a phone's and a
 * desktop's first screen: how many gzip bytes come before the first screen is complete.
 */
export async function measureFirstScreen(url: string, html: string): Promise<FirstScreen> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    let worst = { bytes: 0, viewport: '', endsAt: '' };
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        const { bytes, endsAt } = await firstScreenBytes(page, html);
        if (bytes > worst.bytes) worst = { bytes, viewport: `${viewport.width}x${viewport.height}`, endsAt };
      } finally {
        await context.close();
      }
    }
    return { html: gzipBytes(html), firstScreen: worst.bytes, viewport: worst.viewport, endsAt: worst.endsAt, fits: worst.bytes <= FIRST_FLIGHT_BYTES };
  } finally {
    await browser.close();
  }
}
