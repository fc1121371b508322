import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../fixtures/sample/site';
import { contentPaths } from '../../contract/content-paths';
import { checkContent } from '../content/load-content';
import { imageFields, nearestPicture } from './missing-images';
import type { ImageRef } from '../../contract/content-schema';

/** The sample's picture, which it has: a test that renames one needs it there. */
function pictureOf(image: ImageRef | undefined): ImageRef {
  if (image === undefined) throw new Error('the sample names this picture');
  return image;
}

/** The frozen sample copied to a scratch folder, with `shop-app.jpg` beside its pictures. */
function scratchFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-missing-'));
  cpSync('fixtures/sample/images', path.join(dir, 'images'), { recursive: true });
  writeFileSync(path.join(dir, 'images', 'shop-app.jpg'), '');
  writeFileSync(path.join(dir, 'site.ts'), `import { site as sample } from ${JSON.stringify(path.resolve('fixtures/sample/site.ts'))};
export const site = { ...sample, projects: sample.projects.map((p, i) => (i === 2 ? { ...p, image: { ...p.image, name: 'shop' } } : p)) };
`);
  return dir;
}

describe('a picture the content names but the folder lacks', () => {
  let dir: string;
  beforeEach(() => void (dir = scratchFolder()));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is one line in the content check, naming the field, the name and the nearest file', () => {
    const paths = { ...contentPaths(dir), label: 'mine', siteLabel: 'mine/site.ts' };
    const content = structuredClone(site);
    content.projects![2]!.image = { ...pictureOf(content.projects![2]!.image), name: 'shop' };
    content.owner.avatar = { ...pictureOf(content.owner.avatar), name: 'me' };
    expect(checkContent(content, paths)).toEqual({
      ok: false,
      errors: [
        'mine/site.ts: owner.avatar "me" is not in mine/images/: put me.svg, .jpg, .png or .webp there, then run npm run images',
        'mine/site.ts: projects[2].image "shop" is not in mine/images/: did you mean "shop-app.jpg"?',
      ],
    });
  });

  it('says to run npm run images when the picture is there but not yet drawn in its sizes', () => {
    const content = structuredClone(site);
    content.projects![2]!.image = { ...pictureOf(content.projects![2]!.image), name: 'shop-app' };
    const result = checkContent(content, contentPaths(dir));
    expect(result.ok ? [] : result.errors.map((line) => line.replace(/^.*site\.ts: /u, ''))).toEqual([
      'projects[2].image "shop-app" is not drawn in its sizes yet: run npm run images',
    ]);
  });

  it('is the same one line from npm run images and from the build', () => {
    for (const script of ['scripts/images/render-images.ts', 'scripts/site/build.ts']) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, CONTENT_DIR: dir, OUT_DIR: path.join(dir, 'dist') },
        encoding: 'utf8',
      });
      expect(run.status, script).toBe(1);
      const lines = run.stderr.split('\n').filter((line) => line.includes('shop'));
      expect(lines, script).toEqual([expect.stringMatching(/site\.ts: projects\[2\]\.image "shop" is not in .*\/images\/: did you mean "shop-app\.jpg"\?$/u)]);
    }
  });
});

describe('an owner with no photo and a project with no picture', () => {
  it('ask for no file: the check names only the pictures the content names', () => {
    const content = structuredClone(site);
    delete content.owner.avatar;
    delete content.projects![2]!.image;
    const fields = imageFields(content).map(({ where }) => where);
    expect(fields).not.toContain('owner.avatar');
    expect(fields).not.toContain('projects[2].image');
    // Every other project's picture is still asked for.
    expect(fields).toEqual((site.projects ?? []).flatMap((project, index) => (index === 2 || project.image === undefined ? [] : [`projects[${index}].image`])));
    expect(checkContent(content, contentPaths('fixtures/sample'))).toMatchObject({ ok: true });
  });
});

describe('the nearest picture', () => {
  it('finds a file the name starts, or a slip away, and nothing far off', () => {
    const files = ['avatar.svg', 'shop-app.jpg', 'project-news.svg'];
    expect(nearestPicture('shop', files)).toBe('shop-app.jpg');
    expect(nearestPicture('porject-news', files)).toBe('project-news.svg');
    expect(nearestPicture('landing', files)).toBeUndefined();
  });
});
