import { describe, expect, it } from 'vitest';
import { dropUnusedIcons } from './article-pages';

describe('dropUnusedIcons', () => {
  it("keeps the icons the page uses and the header's, and drops the rest", () => {
    const sprite = ['sun', 'mail', 'github', 'phone'].map((name) => `<symbol id="icon-${name}"><path/></symbol>`).join('');
    expect(dropUnusedIcons(`${sprite}<use href="#icon-github"/>`)).toBe('<symbol id="icon-sun"><path/></symbol><symbol id="icon-github"><path/></symbol><use href="#icon-github"/>');
  });
});
