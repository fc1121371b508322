import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from './nearest-name';

describe('nearest name', () => {
  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('defaultTheem', 'defaultTheme')).toBe(1);
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests a close name and nothing for a far one', () => {
    expect(nearestName('defaultTheem', ['siteUrl', 'defaultTheme', 'paper'])).toBe('defaultTheme');
    expect(nearestName('downloadCV', ['downloadCv', 'mySkills'])).toBe('downloadCv');
    expect(nearestName('shop.jpg', ['shop-app.jpg', 'avatar.jpg'])).toBeUndefined();
    expect(nearestName('colour', ['siteUrl', 'lang', 'accent'])).toBeUndefined();
  });
});
