import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP_FILE, type BuildSettings, type BuildStamp } from '../contract/build-stamp';
import { judgeBuild, newestInput, readBuildStamp, wantedSettings, type BuildState } from './build-freshness';
import { tempDir } from './test-support';

const ROOT_SETTINGS: BuildSettings = { base: '/', contentDir: null, apiHost: null };
const stamp = (overrides: Partial<BuildStamp> = {}): BuildStamp => ({ ...ROOT_SETTINGS, startedAt: 1_000, ...overrides });
const state = (overrides: Partial<BuildState> = {}): BuildState => ({
  dir: 'dist',
  indexExists: true,
  stamp: stamp(),
  settings: ROOT_SETTINGS,
  newest: { file: 'src/app.tsx', mtimeMs: 900 },
  ...overrides,
});

describe('judgeBuild', () => {
  it('calls a build fresh when it began after the newest source and used the same settings', () => {
    expect(judgeBuild(state())).toEqual({ fresh: true });
  });

  it('rebuilds when there is no build, naming the missing page', () => {
    expect(judgeBuild(state({ indexExists: false, stamp: undefined }))).toEqual({ fresh: false, reason: 'dist/index.html is missing' });
  });

  it('rebuilds a build without a stamp (older version or interrupted)', () => {
    expect(judgeBuild(state({ stamp: undefined }))).toEqual({
      fresh: false,
      reason: 'dist/ has no build stamp (built by an older version, or the last build did not finish)',
    });
  });

  it('rebuilds when a source changed after the build began, naming the file', () => {
    expect(judgeBuild(state({ newest: { file: 'content/site.ts', mtimeMs: 1_001 } }))).toEqual({
      fresh: false,
      reason: 'content/site.ts changed after dist/ was built',
    });
  });

  it('rebuilds a build for another base path', () => {
    const verdict = judgeBuild(state({ stamp: stamp({ base: '/my-repo/' }), settings: ROOT_SETTINGS }));
    expect(verdict).toEqual({ fresh: false, reason: 'dist/ was built for base /my-repo/, not /' });
  });

  it('rebuilds a build from other content or for another API host', () => {
    const fixture = judgeBuild(state({ stamp: stamp({ contentDir: 'fixtures/sample' }) }));
    expect(fixture).toEqual({ fresh: false, reason: 'dist/ was built from fixtures/sample, not content' });
    const api = judgeBuild(state({ settings: { ...ROOT_SETTINGS, apiHost: 'https://api.example.com/api' } }));
    expect(api).toEqual({ fresh: false, reason: 'dist/ was built with VITE_API_HOST unset, not VITE_API_HOST=https://api.example.com/api' });
  });
});

describe('wantedSettings', () => {
  it('keeps what the last build used for every variable not set now', () => {
    expect(wantedSettings(stamp({ base: '/my-repo/', apiHost: 'https://api.example.com' }), {})).toEqual({
      base: '/my-repo/',
      contentDir: null,
      apiHost: 'https://api.example.com',
    });
  });

  it('lets a variable set now win, and defaults to the root with no build at all', () => {
    expect(wantedSettings(stamp({ base: '/my-repo/' }), { base: '/' }).base).toBe('/');
    expect(wantedSettings(undefined, {})).toEqual(ROOT_SETTINGS);
  });
});

describe('newestInput and readBuildStamp (on disk)', () => {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => {
    dir = tempDir();
    for (const folder of ['src/sections', 'content', 'scripts/bench', 'e2e']) mkdirSync(join(dir.path, folder), { recursive: true });
  });
  afterEach(() => dir.remove());

  const file = (relative: string, seconds: number) => {
    writeFileSync(join(dir.path, relative), 'x');
    utimesSync(join(dir.path, relative), seconds, seconds);
  };

  it('finds the most recently modified source, however deep', () => {
    file('index.html', 100);
    file('content/site.ts', 200);
    file('src/sections/card.tsx', 300);
    expect(newestInput(dir.path)).toEqual({ file: 'src/sections/card.tsx', mtimeMs: 300_000 });
  });

  it('ignores tests, the benchmark and folders the build does not read', () => {
    file('content/site.ts', 200);
    file('src/sections/card.test.tsx', 900);
    file('scripts/bench/run.ts', 900);
    file('e2e/page.spec.ts', 900);
    expect(newestInput(dir.path)?.file).toBe('content/site.ts');
  });

  it('counts a content folder other than content/ when the build used one', () => {
    file('content/site.ts', 200);
    mkdirSync(join(dir.path, 'fixtures/sample/images'), { recursive: true });
    file('fixtures/sample/images/avatar.svg', 500);
    expect(newestInput(dir.path)?.file).toBe('content/site.ts');
    expect(newestInput(dir.path, ['fixtures/sample'])?.file).toBe('fixtures/sample/images/avatar.svg');
  });

  it('reads a stamp the build wrote, and nothing from a folder without a valid one', () => {
    const out = join(dir.path, 'dist');
    mkdirSync(out);
    expect(readBuildStamp(out)).toBeUndefined();
    writeFileSync(join(out, BUILD_STAMP_FILE), '{"base":"/"');
    expect(readBuildStamp(out)).toBeUndefined();
    writeFileSync(join(out, BUILD_STAMP_FILE), JSON.stringify(stamp({ base: '/my-repo/' })));
    expect(readBuildStamp(out)).toEqual(stamp({ base: '/my-repo/' }));
  });
});
