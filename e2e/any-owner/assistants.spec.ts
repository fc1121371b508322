import { toolText } from '../../server/testing/mcp-answers';
import { connectMcp } from '../mcp-client';
import { expect, test } from './any-owner-test';

/**
 * The MCP endpoint of `npm start` as an assistant meets it (issue 45), through the MCP TypeScript
 * SDK's own client: what it reads is what this page says (its resume.json, its llms-full.txt).
 * What it may leave and what the owner's token reads is the same whatever the content says:
 * e2e/assistants.spec.ts, once.
 */

const contents = (result: { contents: unknown[] }) => (result.contents[0] as { text: string }).text;

test('an assistant reads over MCP what the page says: its résumé, its career, its availability, a search', async ({ request, baseURL, site, words, e2eSite }) => {
  const client = await connectMcp(baseURL);
  const { resources } = await client.listResources();
  const uris = resources.map((resource) => resource.uri);
  expect(uris).toEqual(expect.arrayContaining([`folio://${e2eSite.path}profile`, `folio://${e2eSite.path}career`]));

  const resume = await (await request.get('resume.json')).json();
  expect(JSON.parse(contents(await client.readResource({ uri: `folio://${e2eSite.path}profile` })))).toEqual(resume);
  const full = await (await request.get('llms-full.txt')).text();
  const career = contents(await client.readResource({ uri: `folio://${e2eSite.path}career` }));
  expect(full.startsWith(career.trimEnd())).toBe(true);

  const availability = toolText(await client.callTool({ name: 'check_availability', arguments: { language: site.lang } }));
  expect(availability).toBe(site.owner.availability === undefined ? `${site.owner.name}'s page says nothing about availability. The leave_message tool asks them directly.` : `${words.contact.openToWork}: ${site.owner.availability}`);

  // A job's company, else a skill: something the page says, found in the page's words.
  const wanted = site.experience?.[0]?.company ?? site.skills[0]?.name ?? site.owner.name;
  const found = await client.callTool({ name: 'search', arguments: { query: wanted, language: site.lang } });
  expect(toolText(found)).toContain(wanted);
  await client.close();
});
