import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGNS } from '../../contract/designs';
import { chosenDesign, designPieceFile } from './design-pieces';

describe('the design pieces', () => {
  it('takes a design’s own piece where it has one, and the default’s where it has not', () => {
    for (const design of DESIGNS) {
      const file = designPieceFile('home', design);
      expect(file).toBeDefined();
      expect(path.basename(path.dirname(file ?? ''))).toMatch(new RegExp(`^(${design}|default)$`, 'u'));
    }
    expect(designPieceFile('no-such-piece', 'terminal')).toBeUndefined();
  });

  it('gives every design a sheet of its own, which names its folder for Tailwind', () => {
    for (const design of DESIGNS) expect(designPieceFile('design.css', design)).toMatch(new RegExp(`src/designs/${design}/design\\.css$`, 'u'));
  });

  it('stops on a design that is not one, naming the designs', () => {
    expect(chosenDesign(undefined)).toBe('default');
    expect(chosenDesign('terminal')).toBe('terminal');
    expect(() => chosenDesign('terminl')).toThrow(/did you mean "terminal"/u);
  });
});
