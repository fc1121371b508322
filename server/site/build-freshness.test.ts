import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP_FILE, type BuildSettings, type BuildStamp } from '../../contract/build-stamp';
import { judgeBuild, readBuildStamp, wantedSettings, type BuildState } from './build-freshness';
import { tempDir } from '../testing/test-support';

const ROOT_SETTINGS: BuildSettings = { base: '/', contentDir: null, apiHost: null, captcha: null, design: null };
const stamp = (overrides: Partial<BuildStamp> = {}): BuildStamp => ({ ...ROOT_SETTINGS, startedAt: 1_000, inputs: 'digest-a', ...overrides });
const state = (overrides: Partial<BuildState> = {}): BuildState => ({
  dir: 'dist',
  indexExists: true,
  stamp: stamp(),
  settings: ROOT_SETTINGS,
  inputs: 'digest-a',
  newest: { file: 'src/app.tsx', mtimeMs: 900 },
  ...overrides,
});

describe('judgeBuild', () => {
  it('calls a build fresh when its inputs and settings are the same, whatever the file times say', () => {
    expect(judgeBuild(state())).toEqual({ fresh: true });
    // A fresh checkout of the same sources on another machine: newer times, same bytes.
    expect(judgeBuild(state({ newest: { file: 'package.json', mtimeMs: 9_000 } }))).toEqual({ fresh: true });
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

  it('rebuilds when the inputs differ, naming a file saved after the build began', () => {
    expect(judgeBuild(state({ inputs: 'digest-b', newest: { file: 'content/site.ts', mtimeMs: 1_001 } }))).toEqual({
      fresh: false,
      reason: 'content/site.ts changed after dist/ was built',
    });
  });

  it('rebuilds when a source was deleted or restored with an old time', () => {
    expect(judgeBuild(state({ inputs: 'digest-b' }))).toEqual({
      fresh: false,
      reason: 'a source file was added, removed or changed since dist/ was built',
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

  it('rebuilds a build in another design than the one asked for now, either way', () => {
    expect(judgeBuild(state({ stamp: stamp({ design: 'terminal' }) }))).toEqual({ fresh: false, reason: "dist/ was built in the design FOLIO_DESIGN=terminal, not site.ts's design" });
    expect(judgeBuild(state({ settings: { ...ROOT_SETTINGS, design: 'editorial' } }))).toEqual({ fresh: false, reason: "dist/ was built in site.ts's design, not the design FOLIO_DESIGN=editorial" });
  });

  it('rebuilds a build with another captcha, or none', () => {
    const turnstile = { provider: 'turnstile', siteKey: '0x4AAA', script: null };
    expect(judgeBuild(state({ settings: { ...ROOT_SETTINGS, captcha: turnstile } }))).toEqual({
      fresh: false,
      reason: 'dist/ was built with no captcha, not the turnstile captcha (site key 0x4AAA)',
    });
    expect(judgeBuild(state({ stamp: stamp({ captcha: turnstile }), settings: { ...ROOT_SETTINGS, captcha: turnstile } }))).toEqual({ fresh: true });
  });
});

describe('wantedSettings', () => {
  it('keeps the base path and API host of the last build when they are not set now', () => {
    expect(wantedSettings(stamp({ base: '/my-repo/', apiHost: 'https://api.example.com' }), { contentDir: null })).toEqual({
      base: '/my-repo/',
      contentDir: null,
      apiHost: 'https://api.example.com',
      captcha: null,
      design: null,
    });
    // A rebuild after an edit, from a shell without the captcha's variables, keeps the widget the service expects.
    const turnstile = { provider: 'turnstile', siteKey: '0x4AAA', script: null };
    expect(wantedSettings(stamp({ captcha: turnstile }), { contentDir: null }).captcha).toEqual(turnstile);
    expect(wantedSettings(stamp({ captcha: turnstile }), { contentDir: null, captcha: null }).captcha).toBeNull();
  });

  it('never keeps another content folder or design: unset CONTENT_DIR is the owner’s content/, unset FOLIO_DESIGN site.ts’s design', () => {
    expect(wantedSettings(stamp({ contentDir: 'fixtures/other-owner' }), { contentDir: null }).contentDir).toBeNull();
    expect(wantedSettings(stamp({ design: 'terminal' }), { contentDir: null }).design).toBeNull();
  });

  it('lets a variable set now win, an empty API host included, and defaults to the root with no build', () => {
    expect(wantedSettings(stamp({ base: '/my-repo/' }), { base: '/', contentDir: null }).base).toBe('/');
    expect(wantedSettings(stamp({ apiHost: 'https://api.example.com' }), { apiHost: null, contentDir: null }).apiHost).toBeNull();
    expect(wantedSettings(undefined, { contentDir: null })).toEqual(ROOT_SETTINGS);
  });
});

describe('readBuildStamp', () => {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => dir.remove());

  it('reads a stamp from before captchas as a build without one', () => {
    const out = join(dir.path, 'dist');
    mkdirSync(out);
    const older: Partial<BuildStamp> = stamp();
    delete older.captcha;
    writeFileSync(join(out, BUILD_STAMP_FILE), JSON.stringify(older));
    expect(readBuildStamp(out)).toEqual(stamp());
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
