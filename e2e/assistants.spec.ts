import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { connectMcp, toolText } from './mcp-client';
import type { Challenge } from '../contract/proof-of-work';
import { solveChallenge } from '../contract/solve-challenge';
import { databaseOf, siteOf } from './sites';

/**
 * A message an assistant leaves over MCP on `npm start` (issue 45), through the MCP TypeScript
 * SDK's own client: it reaches the owner's inbox marked as an assistant's, and the inbox is only
 * there with a token the owner made. What it reads of the page is each owner's own:
 * e2e/any-owner/assistants.spec.ts.
 */

test('a message an assistant leaves reaches the owner\'s inbox as an assistant\'s, read only with the owner\'s token', async ({ baseURL }) => {
  const e2eSite = siteOf('sample');
  const visitor = await connectMcp(baseURL);
  const names = (await visitor.listTools()).tools.map((tool) => tool.name);
  expect(names).not.toContain('list_messages');
  // The form's proof of work, solved as the page solves it, sent after its least time.
  const challenge = (await visitor.callTool({ name: 'message_challenge', arguments: {} })).structuredContent as Challenge;
  const solution = await solveChallenge(challenge);
  await new Promise((resolve) => setTimeout(resolve, challenge.waitMs ?? 0));
  const words = `Left over MCP for ${e2eSite.project} at ${Date.now()}`;
  const left = await visitor.callTool({ name: 'leave_message', arguments: { email: 'assistant-user@example.com', message: words, proof: btoa(JSON.stringify(solution)) } });
  expect(left.isError, toolText(left)).toBeFalsy();
  await visitor.close();

  // The owner makes a read token from the shell, as docs/assistants.md says.
  const made = execFileSync('npm', ['run', '--silent', 'owner', '--', 'tokens', 'add', 'e2e reader'], { env: { ...process.env, DATABASE_PATH: databaseOf(e2eSite) }, encoding: 'utf8' });
  const token = /\n {2}(folio_\S+)\n/u.exec(made)?.[1];
  expect(token, made).toBeDefined();
  const owner = await connectMcp(baseURL, token);
  const listed = await owner.callTool({ name: 'list_messages', arguments: { query: words } });
  const messages = (listed.structuredContent as { messages: { message: string; via: string; status: string }[] }).messages;
  expect(messages).toEqual([expect.objectContaining({ message: words, via: 'assistant', status: expect.not.stringMatching(/^spam$/u) })]);
  const refused = await owner.callTool({ name: 'mark_spam', arguments: { id: 1 } });
  expect(refused.isError).toBe(true);
  await owner.close();
});
