import { describe, expect, it } from 'vitest';
import { bulletLines } from './bullet-lines';

describe('a job summary written as bullets', () => {
  it('is a highlight per bullet, whether on lines of their own or in one line', () => {
    expect(bulletLines('• Led the pipeline • Built the viewer • Cut costs')).toEqual(['Led the pipeline', 'Built the viewer', 'Cut costs']);
    expect(bulletLines('- One\n- Two\n\n* Three')).toEqual(['One', 'Two', 'Three']);
    expect(bulletLines('Worked on search, ranking and ads.')).toEqual(['Worked on search, ranking and ads.']);
    expect(bulletLines('C# • F#')).toEqual(['C#', 'F#']);
  });
});
