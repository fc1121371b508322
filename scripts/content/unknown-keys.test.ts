import { describe, expect, it } from 'vitest';
import { fieldPattern } from '../../contract/renamed-fields';
import { unknownKeyMessage } from './unknown-keys';

describe('an unknown key in site.ts', () => {
  const renamed = [{ was: 'projects[].url', now: 'projects[].link', since: '2026-12-01' }];

  it('names a renamed field\'s new name, wherever the item is', () => {
    expect(unknownKeyMessage('url', ['title', 'link'], ['projects', 3], renamed)).toBe('"url" is now called "link" (since folio 2026-12-01: CHANGELOG.md)');
  });

  it('falls back to the nearest known name, or the list, for a key that was never folio\'s', () => {
    expect(unknownKeyMessage('titel', ['title', 'link'], ['projects', 0], renamed)).toBe('unknown key "titel": did you mean "title"?');
    expect(unknownKeyMessage('url', ['title', 'link'], ['socials', 0], renamed)).toBe('unknown key "url": expected one of title, link');
  });

  it('writes any item of a list as []', () => {
    expect(fieldPattern(['projects', 2, 'link'])).toBe('projects[].link');
    expect(fieldPattern(['owner', 'jobTitle'])).toBe('owner.jobTitle');
  });
});
