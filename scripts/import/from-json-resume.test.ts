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

  it('reads a project whose dates an exporter wrote as "Invalid date", leaving each such date out and naming it', () => {
    const result = imported({
      projects: [
        { name: 'brainextractor', startDate: 'Invalid date', url: 'https://github.com/vanandrew/brainextractor' },
        { name: 'warpkit', startDate: '2021-04-01', endDate: 'Invalid date' },
        { name: 'dcmtools', startDate: '2021-13' },
      ],
    });
    expect(result.projects.map((project) => [project.title, project.start, project.end])).toEqual([
      ['brainextractor', undefined, undefined],
      ['warpkit', '2021-04', undefined],
      ['dcmtools', undefined, undefined],
    ]);
    expect(result.notes).toEqual([
      'projects[0] (brainextractor): its startDate "Invalid date" is not a date folio can read: left out',
      'projects[1] (warpkit): its endDate "Invalid date" is not a date folio can read: left out, so it reads as still running until you write its end',
      'projects[2] (dcmtools): its startDate "2021-13" is not a date folio can read: left out',
    ]);
  });

  it("reads a project's client, roles and months as the jobs' are read: a year alone is January, an end before the start is dropped", () => {
    const result = imported({
      projects: [
        { name: 'Checkout', entity: 'Globex', roles: ['Lead developer', ' ', 'Architect'], startDate: '2023-02-14', endDate: '2024-01' },
        { name: 'Billing', entity: 'Initech', startDate: '2021', endDate: '2022' },
        { name: 'Ledger', startDate: '2020-06', endDate: '2019-01' },
      ],
    });
    expect(result.projects.map(({ title, entity, roles, start, end }) => ({ title, entity, roles, start, end }))).toEqual([
      { title: 'Checkout', entity: 'Globex', roles: ['Lead developer', 'Architect'], start: '2023-02', end: '2024-01' },
      { title: 'Billing', entity: 'Initech', roles: undefined, start: '2021-01', end: '2022-01' },
      { title: 'Ledger', entity: undefined, roles: undefined, start: '2020-06', end: undefined },
    ]);
    expect(result.notes).toEqual([
      'projects[1] (Billing) gives only years: months set to January',
      'projects[2] (Ledger) ends (2019-01) before it starts (2020-06): its end date left out, so it reads as still running until you correct the dates',
    ]);
  });

  it("reads a job's address (on https) and its organisation's description, and leaves out an address it cannot link, saying so", () => {
    const result = imported({
      work: [
        { name: 'Globex', position: 'Engineer', startDate: '2020-01', url: 'http://globex.example', description: 'A maker of anvils.', summary: 'Kept the forge running.' },
        { name: 'Initech', position: 'Analyst', startDate: '2018-01', endDate: '2019-12', url: 'initech' },
      ],
    });
    expect(result.experience).toEqual([
      // The summary stays the first line of what was done there; the description is the organisation's line.
      { company: 'Globex', role: 'Engineer', start: '2020-01', url: 'https://globex.example', description: 'A maker of anvils.', highlights: ['Kept the forge running.'] },
      { company: 'Initech', role: 'Analyst', start: '2018-01', end: '2019-12' },
    ]);
    expect(result.notes).toEqual(['work[1] (Initech): the url "initech" is not a web address folio can link, so it is left out']);
  });

  it('reads the languages spoken, with their fluency, and leaves out one that names no language', () => {
    const result = imported({ languages: [{ language: 'German', fluency: 'Native speaker' }, { language: 'French' }, { fluency: 'Fluent' }] });
    expect(result.spokenLanguages).toEqual([{ language: 'German', fluency: 'Native speaker' }, { language: 'French' }]);
    expect(result.notes).toEqual(['languages[2] names no language (only "Fluent"): left out']);
  });

  it('reads an end written as a word for "to this day", in any case and in each language folio ships, as a current job, project or study', () => {
    const ends = ['Present', 'PRESENT', 'present.', 'Current', 'now', 'heute', 'Aktuell', 'actualidad', 'Presente', "aujourd'hui", 'Aujourd’hui', 'présent', 'atual', 'oggi', 'heden', 'teraz', 'obecnie', 'günümüz', 'зараз', 'по теперішній час', 'сейчас', 'настоящее время', '現在', '至今', '현재', 'הווה', 'היום', 'حاليا', 'الآن', 'वर्तमान'];
    for (const endDate of ends) {
      const result = imported({
        work: [{ name: 'Globex', position: 'Engineer', startDate: '2020-01', endDate }],
        volunteer: [{ organization: 'CoderDojo', position: 'Mentor', startDate: '2019-01', endDate }],
        projects: [{ name: 'Checkout', startDate: '2023-02', endDate }],
        education: [{ institution: 'Open University', studyType: 'MSc', area: 'Physics', startDate: '2024', endDate }],
      });
      expect(result.experience.map((job) => [job.company, job.end]), endDate).toEqual([['Globex', undefined], ['CoderDojo', undefined]]);
      expect(result.projects[0], endDate).toMatchObject({ start: '2023-02' });
      expect(result.projects[0], endDate).not.toHaveProperty('end');
      expect(result.education[0], endDate).toEqual({ school: 'Open University', degree: 'MSc in Physics', start: 2024 });
      expect(result.notes.filter((note) => !note.startsWith('volunteer[0] (CoderDojo) mapped')), endDate).toEqual([]);
    }
  });

  it('still refuses an end that is neither a date nor a word for "to this day"', () => {
    expect(() => checkCv({ basics: { name: 'Ada Lovelace' }, work: [{ name: 'Globex', position: 'Engineer', startDate: '2020-01', endDate: 'soon' }] })).toThrow(NotAResume);
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
    expect(result.spokenLanguages).toEqual([{ language: 'Español', fluency: 'Nativo' }]);
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
