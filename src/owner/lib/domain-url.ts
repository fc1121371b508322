/**
 * Passkeys belong to a domain name: a browser refuses WebAuthn on an IP address ("127.0.0.1 is an
 * invalid domain"). Opened at one, the page offers the same address at `localhost` instead, with
 * its port, path and fragment (an invite link keeps its token).
 */
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/u;

/** Whether a URL's hostname is an IP address: v4, or v6 (which a URL writes in brackets). */
export function isIpAddress(hostname: string): boolean {
  return IPV4.test(hostname) || (hostname.startsWith('[') && hostname.endsWith(']'));
}

/** The same page at `localhost`, or null when the page is already at a domain name. */
export function localhostUrl(href: string): string | null {
  const url = new URL(href);
  if (!isIpAddress(url.hostname)) return null;
  url.hostname = 'localhost';
  return url.href;
}
