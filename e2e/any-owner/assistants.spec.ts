import { execFileSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MCP_PATH } from '../../contract/assistants';
import type { Challenge } from '../../contract/proof-of-work';
import { solveChallenge } from '../../contract/solve-challenge';
import { databaseOf } from '../sites';
import { expect, test } from './any-owner-test';

/**
 * The MCP endpoint of `npm start` as an assistant meets it (issue 45), through the MCP TypeScript
 * SDK's own client: what it reads is what this page says (its resume.json, its llms-full.txt), a
 * message it leaves reaches the owner's inbox marked as an assistant's, and the inbox is only
 * there with a token the owner made.
 */

async function connect(baseURL: string | undefined, token?: string): Promise<Client> {
  const client = new Client({ name: 'folio-e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(MCP_PATH, baseURL), token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : {});
  await client.connect(transport);
  return client;
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;
const contents = (result: { contents: unknown[] }) => (result.contents[0] as { text: string }).text;

test('an assistant reads over MCP what the page says: its résumé, its career, its availability, a search', async ({ request, baseURL, site, words, e2eSite }) => {
  const client = await connect(baseURL);
  const { resources } = await client.listResources();
  const uris = resources.map((resource) => resource.uri);
  expect(uris).toEqual(expect.arrayContaining([`folio://${e2eSite.path}profile`, `folio://${e2eSite.path}career`]));

  const resume = await (await request.get('resume.json')).json();
  expect(JSON.parse(contents(await client.readResource({ uri: `folio://${e2eSite.path}profile` })))).toEqual(resume);
  const full = await (await request.get('llms-full.txt')).text();
  const career = contents(await client.readResource({ uri: `folio://${e2eSite.path}career` }));
  expect(full.startsWith(career.trimEnd())).toBe(true);

  const availability = text(await client.callTool({ name: 'check_availability', arguments: { language: site.lang } }));
  expect(availability).toBe(site.owner.availability === undefined ? `${site.owner.name}'s page says nothing about availability. The leave_message tool asks them directly.` : `${words.contact.openToWork}: ${site.owner.availability}`);

  // A job's company, else a skill: something the page says, found in the page's words.
  const wanted = site.experience?.[0]?.company ?? site.skills[0]?.name ?? site.owner.name;
  const found = await client.callTool({ name: 'search', arguments: { query: wanted, language: site.lang } });
  expect(text(found)).toContain(wanted);
  await client.close();
});

test('a message an assistant leaves reaches the owner\'s inbox as an assistant\'s, read only with the owner\'s token', async ({ baseURL, e2eSite }) => {
  const visitor = await connect(baseURL);
  const names = (await visitor.listTools()).tools.map((tool) => tool.name);
  expect(names).not.toContain('list_messages');
  // The form's proof of work, solved as the page solves it, sent after its least time.
  const challenge = (await visitor.callTool({ name: 'message_challenge', arguments: {} })).structuredContent as Challenge;
  const solution = await solveChallenge(challenge);
  await new Promise((resolve) => setTimeout(resolve, challenge.waitMs ?? 0));
  const words = `Left over MCP for ${e2eSite.project} at ${Date.now()}`;
  const left = await visitor.callTool({ name: 'leave_message', arguments: { email: 'assistant-user@example.com', message: words, proof: btoa(JSON.stringify(solution)) } });
  expect(left.isError, text(left)).toBeFalsy();
  await visitor.close();

  // The owner makes a read token from the shell, as docs/assistants.md says.
  const made = execFileSync('npm', ['run', '--silent', 'owner', '--', 'tokens', 'add', 'e2e reader'], { env: { ...process.env, DATABASE_PATH: databaseOf(e2eSite) }, encoding: 'utf8' });
  const token = /\n {2}(folio_\S+)\n/u.exec(made)?.[1];
  expect(token, made).toBeDefined();
  const owner = await connect(baseURL, token);
  const listed = await owner.callTool({ name: 'list_messages', arguments: { query: words } });
  const messages = (listed.structuredContent as { messages: { message: string; via: string; status: string }[] }).messages;
  expect(messages).toEqual([expect.objectContaining({ message: words, via: 'assistant', status: expect.not.stringMatching(/^spam$/u) })]);
  const refused = await owner.callTool({ name: 'mark_spam', arguments: { id: 1 } });
  expect(refused.isError).toBe(true);
  await owner.close();
});
