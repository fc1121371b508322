import { describe, expect, it } from 'vitest';
import { creditsOfJsonResume } from './credits';

describe('creditsOfJsonResume', () => {
  it('maps each entry folio can show, reads back folio’s endDate and type, and says why it left the others out', () => {
    const notes: string[] = [];
    const credits = creditsOfJsonResume(
      {
        certificates: [
          { name: 'CKA', issuer: 'CNCF', date: '2024-05-12', url: 'https://cncf.example.org/cka', endDate: '2027-05' },
          { name: 'Scrum Master', date: '2019' },
          { name: 'Old', issuer: 'X', date: '2020-01', endDate: '2019-01', url: 'ftp://x.example.org' },
        ],
        publications: [
          { name: 'A talk', publisher: 'Conf', releaseDate: '2023-04', type: 'Talk' },
          { name: 'No date', publisher: 'Journal' },
          { name: 'An essay', publisher: 'Blog', releaseDate: '2022' },
        ],
        awards: [{ title: 'Best', awarder: 'Us', date: '2021-02-03', summary: ' For it. ' }, { title: 'Nobody gave it', date: '2020' }],
      },
      notes,
    );
    expect(credits.certifications).toEqual([
      { name: 'CKA', issuer: 'CNCF', date: '2024-05', url: 'https://cncf.example.org/cka', expires: '2027-05' },
      { name: 'Old', issuer: 'X', date: '2020-01' },
    ]);
    expect(credits.publications).toEqual([
      { name: 'A talk', publisher: 'Conf', date: '2023-04', kind: 'talk' },
      { name: 'An essay', publisher: 'Blog', date: '2022-01', kind: 'article' },
    ]);
    expect(credits.awards).toEqual([{ title: 'Best', awarder: 'Us', date: '2021-02', summary: 'For it.' }]);
    expect(notes).toEqual([
      'certificates[1] (Scrum Master) has no issuer: left out, as each certification in folio needs a name, an issuer and a date',
      'certificates[2]: the url "ftp://x.example.org" is not a web address folio can link, so it is left out',
      'certificates[2] (Old) expires before it is granted: its expiry left out',
      'publications[1] (No date) has no releaseDate: left out, as each publication in folio needs a title, a publisher and a date',
      'publications[2] (An essay) gives only a year: the month set to January',
      'publications: [2] says no kind (type: article, paper, talk), so shown as an article: change `kind` for a paper or a talk',
      'awards[1] (Nobody gave it) has no awarder: left out, as each award in folio needs a title, an awarder and a date',
    ]);
  });
});
