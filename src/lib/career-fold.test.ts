import { describe, expect, it } from 'vitest';
import { foldedRoles, ROLES_IN_FULL } from './career-fold';

const job = (start: string, end?: string) => ({ company: 'Acme', role: 'Engineer', start, ...(end ? { end } : {}) });

describe('foldedRoles', () => {
  it('keeps the latest roles in full and folds from the seventh on', () => {
    const jobs = Array.from({ length: 13 }, (_, i) => job(`${2024 - i}-01`, `${2024 - i}-12`));
    const folded = foldedRoles(jobs, '2026-12');
    expect(folded.indexOf(true)).toBe(ROLES_IN_FULL);
    expect(folded.filter(Boolean)).toHaveLength(13 - ROLES_IN_FULL);
  });
  it('folds a role that ended more than ten years before the latest one, even among the first six', () => {
    const jobs = [job('2020-01'), job('2012-01', '2019-12'), job('2005-01', '2011-06')];
    expect(foldedRoles(jobs, '2026-12')).toEqual([false, false, true]);
  });
  it('never folds the first role', () => {
    expect(foldedRoles([job('1990-01', '1995-01')], '2026-12')).toEqual([false]);
  });
  it('never folds a role the owner still holds, however far down the list', () => {
    const jobs = [...Array.from({ length: 8 }, (_, i) => job(`${2024 - i}-01`, `${2024 - i}-12`)), job('2017-01')];
    expect(foldedRoles(jobs, '2026-12')[8]).toBe(false);
  });
  it('folds nothing of an empty career', () => {
    expect(foldedRoles([], '2026-12')).toEqual([]);
  });
});
