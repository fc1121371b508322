import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSettingsFrom, normaliseBase, requestedSettings, settingsEnv } from './build-stamp';

/** A project whose owner has a content/site.ts of their own; BARE, one that still shows folio's sample. */
const ROOT = mkdtempSync(path.join(tmpdir(), 'folio-stamp-'));
mkdirSync(path.join(ROOT, 'content'));
writeFileSync(path.join(ROOT, 'content', 'site.ts'), '');
const BARE = mkdtempSync(path.join(tmpdir(), 'folio-stamp-bare-'));

describe('build settings from the environment', () => {
  it('normalises BASE_PATH to one leading and one trailing slash', () => {
    for (const value of ['my-repo', '/my-repo', 'my-repo/', '//my-repo//', ' /my-repo/ ']) expect(normaliseBase(value)).toBe('/my-repo/');
    for (const value of [undefined, '', ' ', '/']) expect(normaliseBase(value)).toBe('/');
  });

  it('leaves out a base path or API host that is not set, so the last build can fill it in', () => {
    expect(requestedSettings({}, ROOT)).toEqual({ contentDir: null, design: null });
    expect(requestedSettings({ BASE_PATH: '', CONTENT_DIR: ' ' }, ROOT)).toEqual({ contentDir: null, design: null });
    expect(requestedSettings({ BASE_PATH: 'my-repo', VITE_API_HOST: 'https://api.example.com/api' }, ROOT)).toEqual({
      base: '/my-repo/',
      contentDir: null,
      design: null,
      apiHost: 'https://api.example.com/api',
    });
  });

  it('takes an API host set but empty as "none", so a remote one can be cleared', () => {
    expect(requestedSettings({ VITE_API_HOST: '' }, ROOT)).toEqual({ contentDir: null, design: null, apiHost: null });
  });

  it('records a content file relative to the project, and the owner content as null', () => {
    expect(requestedSettings({ CONTENT_DIR: './fixtures/sample' }, ROOT)).toEqual({ contentDir: 'fixtures/sample', design: null });
    expect(requestedSettings({ CONTENT_DIR: `${ROOT}/fixtures/sample/` }, ROOT)).toEqual({ contentDir: 'fixtures/sample', design: null });
    expect(requestedSettings({ CONTENT_DIR: 'content' }, ROOT)).toEqual({ contentDir: null, design: null });
  });

  it('records folio\'s sample by name while content/ has no site.ts, so the owner\'s first one is a change', () => {
    expect(requestedSettings({}, BARE)).toEqual({ contentDir: 'sample', design: null });
    expect(requestedSettings({ CONTENT_DIR: 'content' }, BARE)).toEqual({ contentDir: 'sample', design: null });
  });

  it('turns settings back into the variables that make the same build', () => {
    const settings = buildSettingsFrom({ BASE_PATH: 'my-repo', CONTENT_DIR: 'fixtures/sample' }, ROOT);
    expect(settingsEnv(settings)).toEqual({ BASE_PATH: '/my-repo/', CONTENT_DIR: 'fixtures/sample', VITE_API_HOST: '', VITE_CAPTCHA_PROVIDER: '', VITE_CAPTCHA_SITE_KEY: '', VITE_CAPTCHA_SCRIPT_URL: '', FOLIO_DESIGN: '' });
    expect(buildSettingsFrom(settingsEnv(settings), ROOT)).toEqual(settings);
    const inDesign = buildSettingsFrom({ FOLIO_DESIGN: ' terminal ' }, ROOT);
    expect(inDesign.design).toBe('terminal');
    expect(buildSettingsFrom(settingsEnv(inDesign), ROOT)).toEqual(inDesign);
    const withCaptcha = buildSettingsFrom({ VITE_CAPTCHA_PROVIDER: 'hcaptcha', VITE_CAPTCHA_SITE_KEY: ' site-key ' }, ROOT);
    expect(withCaptcha.captcha).toEqual({ provider: 'hcaptcha', siteKey: 'site-key', script: null });
    expect(buildSettingsFrom(settingsEnv(withCaptcha), ROOT)).toEqual(withCaptcha);
  });
});
