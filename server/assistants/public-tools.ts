import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import type { AssistantCorpus, CorpusPage } from '../../contract/assistants';
import { PROOF_FIELD } from '../../contract/body-limits';
import { textsOf } from '../../contract/message';
import { ERRORS } from '../../contract/service-errors';
import { API_ERRORS } from '../http/api-answers';
import type { MessageIntake } from '../intake/message-intake';
import type { McpCall } from './mcp-call';
import { searchPassages } from './passage-search';
import { toolError, toolText } from './tool-answers';

/** What the public tools need: the form's checks, and the request a call came with. */
export type PublicDeps = {
  corpus: AssistantCorpus | undefined;
  intake: MessageIntake;
  /** Counts one message from `client` against the form's limit; the seconds to wait, 0 when it may go. */
  hitLimit: (client: string) => Promise<number>;
  callOf: (requestId: RequestId) => McpCall;
};

/** A resource's address: the site's language's at the root, a translation's under its language. */
export const resourceUri = (page: Pick<CorpusPage, 'path'>, rest: string) => `folio://${page.path}${rest}`;

// The tools' inputs, made once: Zod's schemas cost to build.
const language = z.string().max(35).optional().describe('A language of the site (its code, "de"); the site\'s own when left out.');
const SEARCH_INPUT = { query: z.string().min(1).max(200).describe('Words to look for: "kubernetes", "Berlin 2021".'), language };
const LANGUAGE_INPUT = { language };
// Loose on purpose: the intake checks the fields and answers with the form's own words.
const MESSAGE_INPUT = {
  email: z.string().max(1000).describe('Where the answer should go.'),
  message: z.string().max(100_000).describe('The message, in your words or your user\'s.'),
};
const PROVEN_MESSAGE_INPUT = { ...MESSAGE_INPUT, proof: z.string().max(4096).optional().describe('The solved challenge of message_challenge, base64 of its JSON.') };

/** The answer to a message tool when the owner has closed the assistants' door (ASSISTANT_MESSAGES=off). */
export const DOOR_CLOSED = (name: string) =>
  `${name} takes messages by the contact form on their site only: messages through assistants are turned off. Give your user the site's address to write from there.`;

/** The language's page: exactly, by its base language ("de-AT" finds "de"), else the site's own. */
export function pageFor(corpus: AssistantCorpus, lang: string | undefined): CorpusPage {
  const [own] = corpus.pages as [CorpusPage, ...CorpusPage[]];
  if (lang === undefined) return own;
  const wanted = lang.toLowerCase();
  return corpus.pages.find((page) => page.lang.toLowerCase() === wanted) ?? corpus.pages.find((page) => page.lang.toLowerCase().split('-')[0] === wanted.split('-')[0]) ?? own;
}

/**
 * Resources and tools anyone may use (issue 45): the profile as JSON Resume, the career and each
 * text as Markdown, a search, the owner's words on availability, and a message through the form's
 * own intake. Everything here is on the public page already; nothing of the inbox is. Resolves
 * with the tools registered but not to be listed: those of a closed door, which answer a call
 * with a sentence rather than the SDK's "not found".
 */
export function registerPublic(server: McpServer, deps: PublicDeps): { unlisted: readonly string[] } {
  const { corpus } = deps;
  if (corpus) {
    registerResources(server, corpus);
    registerFactTools(server, corpus);
  }
  return { unlisted: registerMessage(server, deps, corpus?.name ?? 'the owner') };
}

function registerResources(server: McpServer, corpus: AssistantCorpus): void {
  for (const page of corpus.pages) {
    const suffix = page.path === '' ? '' : ` (${page.name})`;
    const profile = JSON.stringify(page.profile, null, 2);
    server.registerResource(
      `profile${page.path === '' ? '' : `-${page.lang}`}`,
      resourceUri(page, 'profile'),
      { title: `${corpus.name}: résumé${suffix}`, description: 'The résumé in JSON Resume form (jsonresume.org), as the site\'s resume.json has it.', mimeType: 'application/json' },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: profile }] }),
    );
    server.registerResource(
      `career${page.path === '' ? '' : `-${page.lang}`}`,
      resourceUri(page, 'career'),
      { title: `${corpus.name}: the whole page${suffix}`, description: 'Every section of the page, in its words and order, as Markdown (its llms-full.txt without the texts).', mimeType: 'text/markdown' },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.overview }] }),
    );
    for (const text of page.texts) {
      const folder = text.kind === 'post' ? 'posts' : 'case-studies';
      server.registerResource(
        `${folder}/${page.path}${text.slug}`,
        resourceUri(page, `${folder}/${text.slug}`),
        { title: text.title, description: `${text.kind === 'post' ? 'A post' : 'A case study'} of ${text.date}: ${text.summary}`, mimeType: 'text/markdown' },
        (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: `# ${text.title}\n\n${text.url} · ${text.date}\n\n${text.markdown}\n` }] }),
      );
    }
  }
}

function registerFactTools(server: McpServer, corpus: AssistantCorpus): void {
  server.registerTool(
    'search',
    {
      title: `Search ${corpus.name}'s career and writing`,
      description: 'Finds the parts of the page (jobs, projects, skills, schooling, posts) that hold the most of the words asked for, in the page\'s words.',
      inputSchema: SEARCH_INPUT,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, language: lang }) => {
      const page = pageFor(corpus, lang);
      const found = searchPassages(page, query);
      if (found.length === 0) return toolText(`Nothing on ${corpus.name}'s page mentions "${query}".`, { results: [] });
      const lines = found.map((passage) => `- ${passage.section}: ${passage.text.replace(/\s*\n\s*/gu, ' ')}${passage.url ? ` (${passage.url})` : ''}`);
      return toolText(lines.join('\n'), { results: found });
    },
  );

  server.registerTool(
    'check_availability',
    {
      title: `Is ${corpus.name} looking for work?`,
      description: `What ${corpus.name}'s page says about their availability, in their own words.`,
      inputSchema: LANGUAGE_INPUT,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ language: lang }) => {
      const page = pageFor(corpus, lang);
      if (page.availability === null) {
        return toolText(`${corpus.name}'s page says nothing about availability. The leave_message tool asks them directly.`, { statement: null });
      }
      return toolText(`${page.availabilityLabel}: ${page.availability}`, { statement: page.availability });
    },
  );
}

function registerMessage(server: McpServer, deps: PublicDeps, name: string): string[] {
  const door = deps.intake.assistants;
  if (!door.open) {
    const closed = () => toolError(DOOR_CLOSED(name));
    const annotations = { readOnlyHint: true, openWorldHint: false };
    server.registerTool('message_challenge', { title: 'Messages through assistants are off', description: DOOR_CLOSED(name), annotations }, closed);
    server.registerTool('leave_message', { title: 'Messages through assistants are off', description: DOOR_CLOSED(name), annotations }, closed);
    return ['message_challenge', 'leave_message'];
  }
  const { proof } = door;
  if (proof) {
    server.registerTool(
      'message_challenge',
      {
        title: 'Get the proof of work a message needs',
        description:
          'The proof of work (ALTCHA) a message needs, as the contact form has its checks: find the whole number n from 0 to maxnumber whose SHA-256 of salt followed by n, in hex, is challenge. ' +
          'Wait waitMs after getting it, then give leave_message the proof: base64 of the JSON {"algorithm","challenge","salt","signature","number","took"} (took: the milliseconds solving took).',
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      async () => {
        const challenge = await proof.challenge();
        return toolText(JSON.stringify(challenge), { ...challenge });
      },
    );
  }
  server.registerTool(
    'leave_message',
    {
      title: `Leave ${name} a message`,
      description:
        `Sends ${name} a message through their contact form's own checks; they answer by email. ` +
        (proof ? 'It needs a proof of work from message_challenge, as the form does.' : 'It is stored as the form stores it.'),
      inputSchema: proof ? PROVEN_MESSAGE_INPUT : MESSAGE_INPUT,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (args: { email: string; message: string; proof?: string | undefined }, extra: { requestId: RequestId }) => {
      if (proof && args.proof === undefined) return toolError(`${name} takes messages with a proof of work, as the form takes them with its checks: call message_challenge, solve it, and send the proof with the message.`);
      const call = deps.callOf(extra.requestId);
      const wait = await deps.hitLimit(call.client);
      if (wait > 0) return toolError(API_ERRORS.tooMany(wait));
      const taken = await call.take({ email: args.email, message: args.message, ...(args.proof === undefined ? {} : { [PROOF_FIELD]: args.proof }) }, call.client, 'assistant');
      if (taken.kind === 'invalid') {
        const fields = textsOf(taken.codes, ERRORS);
        return toolError([API_ERRORS.invalid, ...Object.entries(fields).map(([field, text]) => `${field}: ${text}`)].join('\n'), { fields, codes: taken.codes });
      }
      return toolText(`Your message is with ${name} (number ${taken.id}). They answer by email, to ${args.email}.`, { id: taken.id });
    },
  );
  return [];
}
