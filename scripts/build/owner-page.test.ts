import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/sample/site';
import { themeBootScript } from '../../src/lib/theme';
import { accentCss } from './accent';
import { ownerPageFiles } from './owner-page';

describe('the owner page’s files', () => {
  const { files, tags } = ownerPageFiles(site);

  it('carries what the site inlines (the theme’s boot code, the accent palette) as files named by their content', () => {
    const theme = files.find((file) => file.fileName.startsWith('assets/theme-'));
    const accent = files.find((file) => file.fileName.startsWith('assets/accent-'));
    expect(theme?.source.trim()).toBe(themeBootScript(site.defaultTheme));
    expect(accent?.source.trim()).toBe(accentCss(site));
    expect(files.map((file) => file.fileName)).toEqual([expect.stringMatching(/^assets\/theme-[0-9a-f]{10}\.js$/u), expect.stringMatching(/^assets\/accent-[0-9a-f]{10}\.css$/u), expect.stringMatching(/^assets\/icon-[0-9a-f]{10}\.svg$/u)]);
  });

  it('loads the theme first in <head>, as a classic blocking script (no flash of the other theme), and nothing inline', () => {
    expect(tags[0]).toEqual({ tag: 'script', attrs: { src: expect.stringMatching(/^\/owner\/assets\/theme-/u) }, injectTo: 'head-prepend' });
    expect(tags.every((tag) => tag.children === undefined)).toBe(true);
    expect(tags.find((tag) => tag.attrs?.rel === 'stylesheet')?.attrs?.href).toMatch(/^\/owner\/assets\/accent-/u);
  });

  it('names a changed palette differently, so a cached one is never reused', () => {
    const other = ownerPageFiles({ ...site, accent: '#0f766e' });
    expect(other.files[1]?.fileName).not.toBe(files[1]?.fileName);
  });
});
