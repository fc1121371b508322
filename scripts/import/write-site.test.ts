import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/content-paths';
import { site as otherOwner } from '../../fixtures/other-owner/site';
import { quote, siteSource } from './write-site';
import { contentFolder, writtenSite } from './test-helpers';

describe('site.ts as written by the import', () => {
  it('quotes as an owner would: single quotes, double where the text has an apostrophe', () => {
    expect(quote('Malmö')).toBe("'Malmö'");
    expect(quote("Hi, I'm")).toBe(`"Hi, I'm"`);
    expect(quote(`It's "quoted"`)).toBe(`'It\\'s "quoted"'`);
    expect(quote('a\\b\nc')).toBe("'a\\\\b\\nc'");
  });

  it('reads back exactly what it wrote, whatever the strings hold', async () => {
    const tricky = `Quotes ' and " and \` and \${template}, a backslash \\, a line\nbreak, a tab\t, */ a comment end, \u2028 a separator, 🦀 and RTL مرحبا`;
    const site = { ...otherOwner, owner: { ...otherOwner.owner, intro: tricky, greeting: "Hi, I'm" }, footer: { year: 2026, credit: tricky } };
    const dir = await contentFolder();
    await writeFile(path.join(dir, 'site.ts'), siteSource(site, path.join(dir, 'site.ts'), path.join(PROJECT_ROOT, 'contract'), 'a */ tricky.json'));
    expect(await writtenSite(dir)).toEqual(site);
  });
});
