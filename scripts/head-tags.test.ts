import { describe, expect, it } from 'vitest';
import { site } from '../fixtures/other-owner/site';
import { htmlOpenTag } from './head-tags';

describe('htmlOpenTag', () => {
  it('puts the dark theme on the page itself when it is the default, so it shows without JavaScript too', () => {
    expect(htmlOpenTag({ ...site, defaultTheme: 'dark' })).toBe(`<html lang="${site.lang}" class="dark-theme"`);
    // Light is the stylesheet's own default; `system` needs the boot script to ask the browser.
    expect(htmlOpenTag({ ...site, defaultTheme: 'light' })).toBe(`<html lang="${site.lang}"`);
    expect(htmlOpenTag({ ...site, defaultTheme: 'system' })).toBe(`<html lang="${site.lang}"`);
  });
});
