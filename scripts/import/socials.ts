import type { SocialKind, SocialLink } from '../../contract/content-schema';

/** Network names (lower case, as résumés and exports spell them) for the kinds folio draws a mark for. */
const KINDS: [RegExp, Exclude<SocialKind, 'other'>, string][] = [
  [/^linked\s*in$/iu, 'linkedin', 'LinkedIn'],
  [/^github$/iu, 'github', 'GitHub'],
  [/^gitlab$/iu, 'gitlab', 'GitLab'],
  [/^(x|twitter|x \(twitter\))$/iu, 'x', 'X'],
  [/^mastodon$/iu, 'mastodon', 'Mastodon'],
  [/^bluesky$/iu, 'bluesky', 'Bluesky'],
  [/^stack\s*overflow$/iu, 'stackoverflow', 'Stack Overflow'],
  [/^youtube$/iu, 'youtube', 'YouTube'],
  [/^(dev|dev\.to)$/iu, 'devto', 'DEV'],
  [/^medium$/iu, 'medium', 'Medium'],
  [/^(website|homepage|home page|blog|portfolio|personal|personal website)$/iu, 'website', 'Website'],
];

/** Where a username alone makes a profile address, for networks whose addresses are that simple. */
const PROFILE_URLS: Partial<Record<SocialKind, (user: string) => string>> = {
  linkedin: (user) => `https://www.linkedin.com/in/${user}`,
  github: (user) => `https://github.com/${user}`,
  gitlab: (user) => `https://gitlab.com/${user}`,
  x: (user) => `https://x.com/${user}`,
  youtube: (user) => `https://www.youtube.com/@${user}`,
  devto: (user) => `https://dev.to/${user}`,
  medium: (user) => `https://medium.com/@${user}`,
};

export function isHttpsUrl(url: string | undefined): url is string {
  return url !== undefined && /^https:\/\/[^\s/]+\.[^\s]+$/u.test(url);
}

/**
 * A profile as folio links it, or why not. An http:// address becomes https:// (every network
 * listed serves it); one with a bare root ("https://twitter.com") is built from the username.
 */
export function socialOf(network: string, url: string | undefined, username?: string): SocialLink | string {
  const known = KINDS.find(([pattern]) => pattern.test(network.trim()));
  const kind: SocialKind = known?.[1] ?? 'other';
  const label = known?.[2] ?? network.trim();
  const secure = url?.trim().replace(/^http:\/\//iu, 'https://');
  const bare = secure !== undefined && isHttpsUrl(secure) && new URL(secure).pathname.replace(/\/+$/u, '') === '';
  const build = PROFILE_URLS[kind];
  const link = (bare || !isHttpsUrl(secure)) && username && build ? build(username.replace(/^@/u, '')) : secure;
  if (!isHttpsUrl(link)) return `has no address folio can link to (got ${JSON.stringify(url ?? '')})`;
  if (label === '') return 'has no network name';
  return { kind, label, url: link };
}

const HOSTS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/u, 'LinkedIn'],
  [/(^|\.)github\.com$/u, 'GitHub'],
  [/(^|\.)gitlab\.com$/u, 'GitLab'],
  [/(^|\.)(x|twitter)\.com$/u, 'X'],
  [/(^|\.)bsky\.app$/u, 'Bluesky'],
  [/(^|\.)stackoverflow\.com$/u, 'Stack Overflow'],
  [/(^|\.)youtube\.com$/u, 'YouTube'],
  [/(^|\.)dev\.to$/u, 'DEV'],
  [/(^|\.)medium\.com$/u, 'Medium'],
];

/** A bare address (LinkedIn's "Websites") as a profile, its network told by its host. */
export function socialOfUrl(url: string, fallbackNetwork = 'Website'): SocialLink | string {
  let host = '';
  try {
    host = new URL(url.replace(/^http:\/\//iu, 'https://')).hostname.toLowerCase();
  } catch {
    return `has no address folio can link to (got ${JSON.stringify(url)})`;
  }
  const network = HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? fallbackNetwork;
  return socialOf(network, url);
}
