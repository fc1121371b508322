import { describe, expect, it } from 'vitest';
import { offsetOf } from './first-screen';

describe('offsetOf', () => {
  const html = '<main><li>a</li><li class="x">b</li><li>c</li></main>';

  it('finds the occurrence the page counted, among identical start tags only', () => {
    expect(offsetOf(html, '<li>', 0)).toBe(html.indexOf('<li>a'));
    expect(offsetOf(html, '<li>', 1)).toBe(html.indexOf('<li>c'));
    expect(offsetOf(html, '<li class="x">', 0)).toBe(html.indexOf('<li class'));
  });

  it('takes the whole page when the tag is not in it', () => {
    expect(offsetOf(html, '<li>', 2)).toBe(html.length);
    expect(offsetOf(html, '<section>', 0)).toBe(html.length);
  });
});
