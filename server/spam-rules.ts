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
  'sponsored post', 'free audit', 'price list', 'redesign', 'limited offer', 'website owner', 'dear sir/madam',
  'bitcoin', 'btc', 'crypto investment', 'investment opportunity', 'guaranteed profit', 'guaranteed results', 'passive income',
  'forex', 'trading bot', 'giveaway', 'double your', 'nft', 'presale', 'connect your wallet', 'recovery experts', 'whatsapp me',
  'casino', 'viagra', 'gift card', 'claim today',
];

// Whole words only: "nft" must not catch "nftables", nor "btc" a library called btcx.
const PITCHES = PITCH_PHRASES.map((phrase) => ({
  phrase,
  pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?:$|[^\\p{L}\\p{N}])`, 'u'),
}));

const HOUR_MS = 3_600_000;
/** Distinct texts remembered for the repeat rule; the oldest go first past it. */
const REMEMBERED = 10_000;

export function contentRules(options: ContentRulesOptions) {
  const repeats = options.repeats ?? 3;
  const now = options.now ?? Date.now;
  const blocklist = options.blocklist.map((word) => word.trim().toLowerCase()).filter(Boolean);
  const seen = new Map<string, { first: number; clients: Set<string> }>();

  function repeated(text: string, client: string): number {
    const at = now();
    // Spacing, case and digits vary between a bot's copies; the words do not.
    const key = text.toLowerCase().replace(/\d+/gu, '#').replace(/\s+/gu, ' ').trim();
    let entry = seen.get(key);
    if (!entry || at - entry.first > HOUR_MS) {
      seen.delete(key);
      entry = { first: at, clients: new Set() };
      seen.set(key, entry);
      if (seen.size > REMEMBERED) seen.delete(seen.keys().next().value ?? '');
    }
    entry.clients.add(client);
    return entry.clients.size;
  }

  return {
    judge(message: string, client: string): Verdict {
      const text = message.toLowerCase();
      const owners = blocklist.find((word) => text.includes(word));
      if (owners) return { spam: true, reason: `on the blocklist: ${owners}` };
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
