import { describe, expect, it } from 'vitest';
import { checkResume, fromJsonResume } from './from-json-resume';

function imported(resume: Record<string, unknown>) {
  return fromJsonResume(checkResume({ basics: { name: 'Ada Lovelace' }, ...resume }));
}

describe('a JSON Resume in folio terms', () => {
  it('leaves out a job it cannot place and says which and why', () => {
    const result = imported({
      work: [
        { name: 'Analytical Engines Ltd', position: 'Programmer', startDate: '1842-07-01', endDate: '1843-09' },
        { name: 'No Dates Inc', position: 'Consultant' },
        { position: 'Writer', startDate: '1840' },
      ],
    });
    expect(result.experience).toEqual([{ company: 'Analytical Engines Ltd', role: 'Programmer', start: '1842-07', end: '1843-09' }]);
    expect(result.notes).toEqual([
      "work[1] (No Dates Inc) has no start date: left out, as each job in folio's experience needs a company, a role and a start",
      "work[2] has no name: left out, as each job in folio's experience needs a company, a role and a start",
    ]);
  });

  it('turns a year-only date into January and says so, and drops an end before the start', () => {
    const result = imported({ work: [{ name: 'Babbage & Co', position: 'Analyst', startDate: '1843', endDate: '1842-01-01' }] });
    expect(result.experience).toEqual([{ company: 'Babbage & Co', role: 'Analyst', start: '1843-01' }]);
    expect(result.notes).toEqual(['work[0] (Babbage & Co) gives only years: months set to January', 'work[0] (Babbage & Co) ends before it starts: its end date left out']);
  });

  it('files keywords under their group, and a skill with none in no group (a flat list is one group, named by to-site.ts)', () => {
    const result = imported({ skills: [{ name: 'Mathematics', level: 'Master', keywords: ['Calculus', 'Bernoulli numbers'] }, { name: 'Poetry' }, { name: 'Music', level: null }] });
    expect(result.skills).toEqual([
      { name: 'Calculus', category: 'Mathematics', level: 'Master' },
      { name: 'Bernoulli numbers', category: 'Mathematics', level: 'Master' },
      { name: 'Poetry' },
      { name: 'Music' },
    ]);
  });

  it('links a profile given only a username where the network has simple addresses, and names one it cannot link', () => {
    const result = imported({ basics: { name: 'Ada Lovelace', profiles: [{ network: 'GitHub', username: 'ada' }, { network: 'Telegraph', username: 'ada' }] } });
    expect(result.socials).toEqual([{ kind: 'github', label: 'GitHub', url: 'https://github.com/ada' }]);
    expect(result.notes).toEqual(['basics.profiles[1] (Telegraph) has no address folio can link to (got ""): left out']);
  });
});
