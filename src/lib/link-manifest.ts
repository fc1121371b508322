/**
 * Links the web app manifest once the page runs. The manifest matters for installing the site,
 * not for showing it; linked in the HTML, Chromium fetched it while the first paint was still
 * pending, and Lighthouse's simulation charged that request to the LCP (docs/decisions/006).
 */
export function linkManifest(href: string): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  document.head.append(link);
}
