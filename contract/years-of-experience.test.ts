import { describe, expect, it } from 'vitest';
import { introText, yearsDisagreement } from './years-of-experience';

describe('the intro and the years badge', () => {
  it('fills {years} with the badge\'s number, in the page\'s digits', () => {
    expect(introText({ intro: 'Over {years} years.', yearsOfExperience: 6 }, (n) => `#${n}`)).toBe('Over #6 years.');
    expect(introText({ intro: 'No number here.' }, String)).toBe('No number here.');
  });

  it('accepts an intro that says the badge\'s number, or none, or {years}', () => {
    expect(yearsDisagreement({ intro: 'Almost 3 years of experience.', yearsOfExperience: 3 })).toBeUndefined();
    expect(yearsDisagreement({ intro: 'Six years of building things.', yearsOfExperience: 6 })).toBeUndefined();
    expect(yearsDisagreement({ intro: 'With {years} years behind me.', yearsOfExperience: 7 })).toBeUndefined();
    expect(yearsDisagreement({ intro: 'I have worked 4 years here.' })).toBeUndefined();
  });

  it('names an intro whose number of years is not the badge\'s, and {years} with no number to fill it', () => {
    expect(yearsDisagreement({ intro: 'Over 6 years of experience.', yearsOfExperience: 7 })).toMatch(/"6 years".*says 7.*\{years\}/u);
    expect(yearsDisagreement({ intro: 'With 10+ yrs in ops.', yearsOfExperience: 7 })).toMatch(/"10\+ yrs"/u);
    expect(yearsDisagreement({ intro: 'With {years} years behind me.' })).toMatch(/no owner\.yearsOfExperience/u);
  });
});
