import { describe, expect, it } from 'vitest';
import { siteSchema } from './content-schema';
import { DESIGNS, unknownDesign } from './designs';

describe('the design setting', () => {
  it('names every design and offers the nearest one for a slip', () => {
    expect(unknownDesign('editoral')).toBe(`must be one of ${DESIGNS.map((name) => `"${name}"`).join(', ')} (got "editoral"); did you mean "editorial"?`);
    expect(unknownDesign('brutalist')).not.toContain('did you mean');
  });

  it('is what the content schema says of a design that is not one', () => {
    const field = siteSchema.shape.design;
    expect(field.safeParse('terminal').success).toBe(true);
    expect(field.safeParse(undefined).success).toBe(true);
    const wrong = field.safeParse('sidbar');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(unknownDesign('sidbar'));
  });
});
