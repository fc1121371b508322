/**
 * Content rules, the layer after the honeypot: what a contact form's spam looks like, judged on
 * the text alone, with no third party. A message they catch is stored as spam (listed, never
 * notified; `npm run messages -- release ID` if they were wrong), and the sender gets the same
 * 201 as anyone, so a bot learns nothing. Built to hold no genuine message: one link, one
 * suspicious word or one repeat is never enough on its own; only the owner's own words are.
 */
export type ContentRulesOptions = {
  /** More links than this is a link farm (SPAM_MAX_LINKS, default 2: a job ad and a profile pass). */
  maxLinks: number;
  /** The owner's blocklist (SPAM_WORDS): any one of these, case-insensitive, is enough. */
  blocklist: readonly string[];
  /** The same text from this many addresses within an hour is a scripted flood, from that one on. */
  repeats?: number;
  now?: () => number;
};

export type Verdict = { spam: false } | { spam: true; reason: string };

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"')]+/giu;

/**
 * Phrases of SEO offers, crypto schemes and sales pitches to "the website owner". Two of them
 * together hold a message; one alone never does (a recruiter may well write "crypto" or "SEO").
 */
const PITCH_PHRASES = [
  'backlink', 'guest post', 'first page of google', 'rank #1', 'domain authority', 'seo services', 'seo team', 'white hat seo',
  'link building', 'website traffic', 'increase your traffic', 'lead generation', 'high da', 'do-follow', 'dofollow',
  'sponsored post', 'free audit', 'looks outdated', 'low monthly fee', 'limited offer', 'website owner', 'dear sir/madam',
  'bitcoin', 'btc', 'crypto investment', 'investment opportunity', 'guaranteed profit', 'guaranteed results', 'passive income',
  'forex', 'trading bot', 'giveaway', 'double your', 'nft', 'presale', 'connect your wallet', 'recovery experts', 'whatsapp me',
  'casino', 'viagra', 'gift card', 'claim today',
];

// Whole words only: "nft" must not catch "nftables", nor the owner's "seo" the word "museo".
const wholeWords = (phrase: string) => ({
  phrase,
  pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?:$|[^\\p{L}\\p{N}])`, 'u'),
});
const PITCHES = PITCH_PHRASES.map(wholeWords);

const HOUR_MS = 3_600_000;
/** Distinct texts remembered for the repeat rule; the oldest go first past it. */
const REMEMBERED = 10_000;

export function contentRules(options: ContentRulesOptions) {
  const repeats = options.repeats ?? 3;
  const now = options.now ?? Date.now;
  const blocklist = options.blocklist.map((word) => word.trim().toLowerCase()).filter(Boolean).map(wholeWords);
  const seen = new Map<number, { first: number; clients: Set<string> }>();

  function repeated(text: string, client: string): number {
    const at = now();
    // Spacing, case and digits vary between a bot's copies; the words do not. Kept as a hash, so
    // 10,000 remembered texts cost a few hundred kB, not the texts' 50 MB.
    const key = hash(text.toLowerCase().replace(/\d+/gu, '#').replace(/\s+/gu, ' ').trim());
    let entry = seen.get(key);
    if (!entry || at - entry.first > HOUR_MS) {
      seen.delete(key);
      entry = { first: at, clients: new Set() };
      seen.set(key, entry);
      if (seen.size > REMEMBERED) seen.delete(seen.keys().next().value ?? 0);
    }
    // Counting stops at the threshold: a flood of one text from many addresses keeps no more.
    if (entry.clients.size < repeats) entry.clients.add(client);
    return entry.clients.size;
  }

  return {
    judge(message: string, client: string): Verdict {
      const text = message.toLowerCase();
      const owners = blocklist.find(({ pattern }) => pattern.test(text));
      if (owners) return { spam: true, reason: `on the blocklist: ${owners.phrase}` };
      const links = message.match(LINK)?.length ?? 0;
      if (links > options.maxLinks) return { spam: true, reason: `${links} links` };
      const pitches = PITCHES.filter(({ pattern }) => pattern.test(text)).map(({ phrase }) => phrase);
      if (pitches.length >= 2) return { spam: true, reason: `a pitch: ${pitches.join(', ')}` };
      const copies = repeated(message, client);
      if (copies >= repeats) return { spam: true, reason: `the same text from ${copies} addresses within an hour` };
      return { spam: false };
    },
  };
}

export type ContentRules = ReturnType<typeof contentRules>;

/** cyrb53: a fast 53-bit string hash; a rare collision only joins two texts' counts. */
function hash(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
