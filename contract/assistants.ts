/**
 * What the build, the service and an assistant agree on (issue 45): the file of public facts the
 * build writes for the MCP endpoint, the endpoint's address, the channels a message comes by, and
 * the owner's assistant tokens.
 */

/** The public MCP endpoint (Streamable HTTP), under /api so every runtime that serves the API serves it. */
export const MCP_PATH = '/api/mcp';

/** Written by the build at the site's root, read by the service: everything the public tools answer from. */
export const ASSISTANT_CORPUS_FILE = 'assistants.json';

/** One of the owner's texts, as its page shows it, in Markdown for a reader elsewhere. */
export type CorpusText = {
  kind: 'post' | 'case-study';
  slug: string;
  title: string;
  summary: string;
  date: string;
  /** Its page's address: absolute when the content names the site's address, else under the site. */
  url: string;
  markdown: string;
};

/** A piece of the page to search: a section's heading and one of its entries, in the page's words. */
export type CorpusPassage = { section: string; text: string; url?: string };

/** One language's page, as llms-full.txt says it. */
export type CorpusPage = {
  lang: string;
  /** The language's name in itself ("Deutsch"). */
  name: string;
  /** The page's folder: '' for the site's language, 'de/' for a translation. */
  path: string;
  /** The page's address: absolute when the content names the site's address. */
  url: string;
  /** The whole career in Markdown: the page's llms-full.txt. */
  overview: string;
  /** The content's own words on availability, null when it says nothing. */
  availability: string | null;
  /** The heading the page gives them ("Open to work"). */
  availabilityLabel: string;
  /** The page's résumé as JSON Resume (its resume.json). */
  profile: Record<string, unknown>;
  texts: CorpusText[];
  passages: CorpusPassage[];
};

export type AssistantCorpus = { version: 1; name: string; pages: CorpusPage[] };

/** How a message reached the owner: the page's form, or an assistant through the MCP endpoint. */
export const MESSAGE_CHANNELS = ['form', 'assistant'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What a token lets an assistant do: read the inbox and insights, or also change messages. */
export const TOKEN_SCOPES = ['read', 'manage'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** How long a new token lives, in days, as the owner picks it. */
export const TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;
export const TOKEN_NAME_MAX = 60;
/** A token's name when the owner gave none (or only characters that are cleaned away). */
export const TOKEN_NAME_FALLBACK = 'Assistant';
/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = 'folio_';

/**
 * Where a token was made: on the owner's page, in a signed-in session, or with `npm run owner` on
 * the machine. Signing out everywhere revokes the page's, which a stolen session could have made.
 */
export const TOKEN_MAKERS = ['page', 'shell'] as const;
export type TokenMaker = (typeof TOKEN_MAKERS)[number];

/** A token as the owner's page lists it: never the token itself, which is shown once. */
export type AssistantToken = {
  id: number;
  name: string;
  scope: TokenScope;
  madeBy: TokenMaker;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
};

/** The answer to making one: the list's entry and, this once, the token. */
export type NewAssistantToken = AssistantToken & { token: string };
