import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import { postFrontMatterSchema } from '../../contract/post-schema';
import { parseText } from '../posts/read-posts';
import { site as otherOwner } from '../../fixtures/other-owner/site';

// Issue 41: errors an owner can act on, one line each, at the mistake's file:line:column.
const fixture = path.resolve('fixtures/other-owner/site.ts');
const source = readFileSync(fixture, 'utf8').replaceAll("'../../contract/", `'${path.resolve('contract')}/`);
const lines = source.split('\n');

/** A content folder with the other owner's pictures and this site.ts and files. */
function folder(site: string, files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-owner-errors-'));
  symlinkSync(path.resolve('fixtures/other-owner/images'), path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'github.json'), readFileSync(path.resolve('fixtures/other-owner/github.json')));
  writeFileSync(path.join(dir, 'site.ts'), site);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
const check = (dir: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts', dir], { encoding: 'utf8' });
/** The line (from 1) and text of the first line of site.ts that ends a string value with a comma. */
const valueLine = lines.findIndex((line, index) => index > 15 && /^\s+\w+: '[^']*',$/u.test(line) && /^\s+\w+:/u.test(lines[index + 1] ?? ''));

describe('a syntax error in site.ts or a translation', () => {
  it('is one line at the end of the line missing its comma, not a stack at the next line', () => {
    const broken = lines.map((line, index) => (index === valueLine ? line.slice(0, -1) : line)).join('\n');
    const dir = folder(broken);
    const { label } = contentPaths(dir);
    const run = check(dir);
    expect(run.status).toBe(1);
    const next = /^\s+(\w+):/u.exec(lines[valueLine + 1] ?? '')?.[1];
    expect(run.stderr.trim()).toBe(`${label}/site.ts:${valueLine + 1}:${(lines[valueLine] ?? '').length}: expected "," or "}" at the end of this line, before "${next}" on line ${valueLine + 2}`);
  });

  it('names the line and the column (from 1) of a character that cannot be there', () => {
    const at = valueLine;
    const broken = lines.map((line, index) => (index === at ? line.replace(/: /u, ': % ') : line)).join('\n');
    const dir = folder(broken);
    const column = (lines[at] ?? '').indexOf(':') + 3;
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${contentPaths(dir).label}/site.ts:${at + 1}:${column}: unexpected "%"`);
  });

  it('in a translation, names the translation', () => {
    const dir = folder(source, { 'translations/de.ts': "export const translation = {\n  lang: 'de',\n  owner: { jobTitle: 'Datenplattform' }\n  footer: { credit: 'Von Zoë' },\n};\n" });
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${contentPaths(dir).label}/translations/de.ts:3:40: expected "," or "}" at the end of this line, before "footer" on line 4`);
  });
});

describe('front matter', () => {
  it('names the line of a value with a colon, and the quotes it needs', () => {
    const text = '---\ntitle: Shipping\ndate: 2025-03-14\nsummary: Why it broke: a story\n---\n\nText.\n';
    expect(parseText(text, 'mine/posts/shipping.md', postFrontMatterSchema).problems).toEqual([
      'mine/posts/shipping.md:4: summary: a colon in an unquoted value starts another field: put the value in quotes, like summary: "Why it broke: a story"',
    ]);
  });

  it('names the line of any other YAML mistake, not line 1', () => {
    const text = '---\ntitle: Shipping\ndate: 2025-03-14\nsummary: "An open quote\n---\n\nText.\n';
    const [problem] = parseText(text, 'mine/posts/shipping.md', postFrontMatterSchema).problems;
    expect(problem).toMatch(/^mine\/posts\/shipping\.md:4: the front matter is not valid YAML: /u);
  });
});

describe('a picture a text names', () => {
  it('that is not in images/ is an error naming the file, the line and the picture, in Markdown or HTML', () => {
    // A picture the folder has, named by a path rather than its name, and one it lacks; one in a code block is only text.
    const avatar = otherOwner.owner.avatar?.name;
    expect(avatar, 'the other owner has a photo in images/').toBeDefined();
    const post = `---\ntitle: Shipping\ndate: 2025-03-14\nsummary: How.\n---\n\nIntro.\n\n![The map](route-map)\n\n<img src="./${avatar}.svg" alt="Me">\n\n\`\`\`md\n![in code](not-a-picture)\n\`\`\`\n`;
    const dir = folder(source, { 'posts/shipping.md': post });
    const { label } = contentPaths(dir);
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `${label}/posts/shipping.md:9: picture "route-map" is not in ${label}/images/: put route-map.svg, .jpg, .png or .webp there`,
      `${label}/posts/shipping.md:11: picture "./${avatar}.svg" is not a name in ${label}/images/: put the picture there and name it by its name, like ![…](${avatar})`,
    ]);
  });
});
