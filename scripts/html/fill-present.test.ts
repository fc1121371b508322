import { describe, expect, it } from 'vitest';
import { DEFAULT_WORDS } from '../../contract/words';
import { fillPresent } from './fill-present';

const { description, descriptionWithoutCity } = DEFAULT_WORDS.meta;
const all = { name: 'Ada Lane', jobTitle: 'Data Engineer', city: 'Lyon', goal: 'Looking for a platform team', skills: 'Go, SQL' };

describe('fillPresent', () => {
  it('fills the template as fill does when every value is given', () => {
    expect(fillPresent(description, all)).toBe('Ada Lane, Data Engineer in Lyon. Looking for a platform team. Skills: Go, SQL.');
  });

  it('leaves out the clause or sentence of each value not given, and no separator dangles (issue 41)', () => {
    expect(fillPresent(descriptionWithoutCity, { ...all, jobTitle: undefined })).toBe('Ada Lane. Looking for a platform team. Skills: Go, SQL.');
    expect(fillPresent(descriptionWithoutCity, { ...all, goal: undefined })).toBe('Ada Lane, Data Engineer. Skills: Go, SQL.');
    expect(fillPresent(descriptionWithoutCity, { ...all, skills: undefined })).toBe('Ada Lane, Data Engineer. Looking for a platform team.');
    expect(fillPresent(descriptionWithoutCity, { name: 'Ada Lane', jobTitle: undefined, goal: undefined, skills: undefined })).toBe('Ada Lane.');
  });

  it('reads other languages\' marks: a CJK sentence and comma', () => {
    expect(fillPresent('{name}、{jobTitle}。{goal}。', { name: '林', jobTitle: undefined, goal: '新しい挑戦' })).toBe('林。新しい挑戦。');
  });

  it('never writes "undefined"', () => {
    expect(fillPresent(description, { name: 'Ada Lane' })).not.toContain('undefined');
  });
});
