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
    const long = `${tricky}. It's a long one! ${'Another sentence that goes on. '.repeat(6)}The end.`;
    const site = { ...otherOwner, owner: { ...otherOwner.owner, intro: long, greeting: "Hi, I'm" }, footer: { year: 2026, credit: tricky } };
    const dir = await contentFolder();
    await writeFile(path.join(dir, 'site.ts'), siteSource(site, path.join(dir, 'site.ts'), path.join(PROJECT_ROOT, 'contract'), 'a */ tricky.json'));
    expect(await writtenSite(dir)).toEqual(site);
  });

  it('spreads a long text over lines a sentence each, as the sample writes its intro', () => {
    const intro = 'First sentence of a long introduction that goes on for a while. Second one, which is also rather long, longer than a line! And a third, to be sure?';
    const source = siteSource({ ...otherOwner, owner: { ...otherOwner.owner, intro } }, '/x/content/site.ts', '/x/contract', 'resume.json');
    expect(source).toContain(
      "    intro:\n      'First sentence of a long introduction that goes on for a while. ' +\n      'Second one, which is also rather long, longer than a line! ' +\n      'And a third, to be sure?',\n",
    );
    expect(source.startsWith("import type { SiteContent } from '../contract/content-schema';\n")).toBe(true);
  });
});
