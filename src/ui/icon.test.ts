import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icon';

describe('icon sprite', () => {
  it('has exactly one symbol for every icon name', () => {
    const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
    const ids = [...sprite.matchAll(/<symbol id="icon-([a-z-]+)"/gu)].map((m) => m[1]);
    expect([...ids].sort()).toEqual([...ICON_NAMES].sort());
  });
});
