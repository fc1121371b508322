import { describe, expect, it } from 'vitest';
import { checkCv, fromJsonResume, NotAResume } from './from-json-resume';

function imported(resume: Record<string, unknown>) {
  return fromJsonResume(checkCv({ basics: { name: 'Ada Lovelace' }, ...resume }));
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
    expect(result.notes).toEqual(['work[0] (Babbage & Co) gives only years: months set to January', 'work[0] (Babbage & Co) ends (1842-01) before it starts (1843-01): its end date left out, so it reads as a current job until you correct the dates']);
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

  it('reads a file whose $schema address is broken (a real export: spaces inside it), as folio never reads $schema', () => {
    const result = imported({ $schema: 'https://raw.githubusercontent.com/          jsonresume/resume-schema/v1.0.0/schema.          json' });
    expect(result.owner.name).toBe('Ada Lovelace');
    expect(result.notes).toEqual([]);
  });

  it('reads a profile, project or site address that is not a full one, and leaves out each it cannot link, saying so', () => {
    const result = imported({
      basics: { name: 'Ada Lovelace', profiles: [{ network: 'PDF', username: 'CV au format PDF', url: 'pdf/resume-fr.pdf' }, { network: 'GitHub', username: 'ada', url: 'github.com/ada' }] },
      projects: [{ name: 'Notes', url: 'notes.html' }],
    });
    expect(result.socials).toEqual([{ kind: 'github', label: 'GitHub', url: 'https://github.com/ada' }]);
    expect(result.projects).toEqual([{ title: 'Notes', category: undefined, link: 'notes.html', description: undefined }]);
    expect(result.notes).toEqual(['basics.profiles[0] (PDF) has no address folio can link to (got "pdf/resume-fr.pdf"): left out']);
  });

  it("reads a project's `repository` (folio's own resume.json writes one) as its code, beside its address", () => {
    const result = imported({ projects: [{ name: 'Homestead', url: 'https://homestead.example.org', repository: 'https://github.com/ada/homestead' }] });
    expect(result.projects).toEqual([{ title: 'Homestead', category: undefined, link: 'https://homestead.example.org', source: 'https://github.com/ada/homestead', description: undefined }]);
    expect(result.notes).toEqual([]);
  });

  it('reads a project whose dates an exporter wrote as "Invalid date", as folio\'s projects carry no dates, and names them', () => {
    const result = imported({ projects: [{ name: 'brainextractor', startDate: 'Invalid date', url: 'https://github.com/vanandrew/brainextractor' }] });
    expect(result.projects.map((project) => project.title)).toEqual(['brainextractor']);
    expect(result.notes).toEqual(["projects: startDate has no place in folio's projects"]);
  });

  it('still refuses a job date it cannot read, as leaving it out would change what the job says', () => {
    expect(() => checkCv({ basics: { name: 'Ada Lovelace' }, work: [{ name: 'Babbage & Co', position: 'Analyst', startDate: '2018-09-01', endDate: 'Invalid date' }] })).toThrow(NotAResume);
  });

  it('reads the fields of the older schema real files still use (company, website, picture) as today\'s, and says so', () => {
    const result = imported({
      basics: { name: 'Ada Lovelace', picture: 'https://ada.example.org/ada.jpg', website: 'https://ada.example.org' },
      work: [
        { company: 'Digital Meat', position: 'Desarrollador', website: 'https://meat.cl', startDate: '2018-01-23', endDate: null },
        { company: 'Old Name', name: 'New Name', position: 'Analyst', startDate: '2017-05-01', endDate: '2017-11-30' },
      ],
      volunteer: [{ name: 'Burritalks.io', position: 'Curateur', startDate: '2021-01-31' }],
      education: [{ institution: 'Universidad de Santiago de Chile', area: 'Informática', gpa: '-' }],
      languages: [{ name: 'Español', level: 'Nativo' }],
    });
    expect(result.experience.map((job) => [job.company, job.start, job.end])).toEqual([
      ['Burritalks.io', '2021-01', undefined],
      ['Digital Meat', '2018-01', undefined],
      ['New Name', '2017-05', '2017-11'],
    ]);
    expect(result.owner).toMatchObject({ url: 'https://ada.example.org', photo: 'https://ada.example.org/ada.jpg' });
    expect(result.notes).toContain(
      'older JSON Resume fields read as today\'s: basics.picture as basics.image, basics.website as basics.url, work[].company as work[].name, work[].website as work[].url, volunteer[].name as volunteer[].organization, education[].gpa as education[].score, languages[].name as languages[].language, languages[].level as languages[].fluency',
    );
    // Where a job has both, today's name wins and the other is named as a field folio does not read.
    expect(result.notes).toContain('fields JSON Resume does not define, left out: work[].company');
    expect(result.notes).toContain('languages: 1 entry left out, as folio has no place for them (Español)');
  });

  it('names a field it does not know with its spaces shown as one, quoted (a real file has "pro" and "jects" far apart)', () => {
    const result = imported({ [`pro${' '.repeat(170)}jects`]: [], work: [{ name: 'Combitech', position: 'Systemutvecklare', startDate: '2018-09-30', [`ex${' '.repeat(40)}tra`]: 1 }] });
    expect(result.notes).toContain('fields JSON Resume does not define, left out: "pro jects", work[]."ex tra"');
  });

  it('names what a study holds that folio has no place for, and only that', () => {
    const result = imported({ education: [{ institution: 'USACH', area: 'Informática', score: '-' }, { institution: 'PUCV', area: 'Informática', score: '6.1', courses: ['Redes', 'Compiladores'] }] });
    expect(result.notes).toEqual(['education[0] (USACH): its score (-) has no place in folio', 'education[1] (PUCV): its score (6.1) and 2 courses have no place in folio']);
  });
});
