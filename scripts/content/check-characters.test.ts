import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../contract/content-paths';
import { shareImageSvg } from '../images/build-share-image';
import { loadContent, loadTranslations } from './load-content';

// Control characters (issue 40) in site.ts, a translation, a post's front matter (as a character
// and as a YAML escape) and its text: the build leaves them out and goes on, check:content names
// each by its file and field or line.

/** A content folder whose site.ts gives the owner a job title ending in a bell, and a German translation with an escape. */
function owner(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-characters-'));
  symlinkSync(path.resolve('fixtures/sample/images'), path.join(dir, 'images'));
  writeFileSync(
    path.join(dir, 'site.ts'),
    `import { site as sample } from ${JSON.stringify(path.resolve('fixtures/sample/site.ts'))};
export const site = { ...sample, owner: { ...sample.owner, jobTitle: 'Engineer\\u0007' } };
`,
  );
  mkdirSync(path.join(dir, 'translations'));
  writeFileSync(path.join(dir, 'translations', 'de.ts'), "export const translation = { lang: 'de', owner: { greeting: 'Hallo\\u001b[31m' } };\n");
  return dir;
}

describe('the build on site.ts and translations with control characters', () => {
  it('loads them without the characters, warns, and draws the share picture', async () => {
    const paths = contentPaths(owner());
    const warned: string[] = [];
    const site = await loadContent(paths, (lines) => warned.push(...lines));
    const [german] = await loadTranslations(site, paths, (lines) => warned.push(...lines));
    expect(site.owner.jobTitle).toBe('Engineer');
    expect(german?.content.owner.greeting).toBe('Hallo[31m');
    expect(warned).toHaveLength(2);
    const { info } = await sharp(Buffer.from(await shareImageSvg(site))).png().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1200);
  });
});

describe('check:content on characters no feed, picture or CV can carry', () => {
  it('names each file and field or line, says what to do, and fails', () => {
    const dir = owner();
    mkdirSync(path.join(dir, 'posts'));
    writeFileSync(path.join(dir, 'posts', 'bell.md'), '---\ntitle: "Bell\\u0008"\ndate: 2025-01-02\nsummary: A\u0007 summary.\n---\n\nFirst line.\nA bell\u0007 and \uFFFF.\n');
    const { label, siteLabel } = contentPaths(dir);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check-content.ts', label], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain(`${siteLabel} is valid.`);
    const does = (what: string) => `which no feed, share picture or CV can carry (a control character, often pasted from a terminal or a PDF): delete ${what}; the build leaves ${what} out meanwhile`;
    expect(run.stderr.trim().split('\n').sort()).toEqual(
      [
        `${siteLabel}: owner.jobTitle holds <U+0007>, ${does('it')}`,
        `${label}/translations/de.ts: owner.greeting holds <U+001B>, ${does('it')}`,
        `${label}/posts/bell.md:2: title holds <U+0008>, ${does('it')}`,
        `${label}/posts/bell.md:4: summary holds <U+0007>, ${does('it')}`,
        `${label}/posts/bell.md:8: the text holds <U+0007> and <U+FFFF>, ${does('them')}`,
      ].sort(),
    );
  });
});
