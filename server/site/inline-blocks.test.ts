import { describe, expect, it } from 'vitest';
import { inlineBlocks } from './inline-blocks';

const themeCode = '(function(){var h=document.documentElement;h.classList.add("light-theme")})()';
const jsonLd = '<script type="application/ld+json">{"@type":"Person"}</script>';

describe('inlineBlocks', () => {
  it('collects inline executable scripts and styles, not JSON-LD, external scripts or comments', () => {
    const html = `<style>a{color:red}</style>${jsonLd}<script>${themeCode}</script><script src="/x.js"></script><!-- <style>b{}</style> -->`;
    expect(inlineBlocks(html)).toEqual({ scripts: [themeCode], styles: ['a{color:red}'] });
  });
});
