import { describe, expect, it } from 'vitest';
import { site as other } from '../../fixtures/other-owner/site';
import { site as sample } from '../../fixtures/sample/site';
import { jsonResume } from '../cv/json-resume';
import { languagePages } from '../languages/languages';
import type { PreparedText } from '../posts/writing';
import { careerPassages, corpusPage } from './assistant-corpus';
import { llmsTexts } from './llms-text';

const pages = languagePages('en', []);
const post = { kind: 'post', slug: 'queues', lang: 'en', path: '', href: '/posts/queues/', title: 'Queues', summary: 'Why the outbox.', date: '2026-01-02', source: { body: 'First *paragraph*.\n\n```ts\nconst hidden = 1;\n```\n\nSecond, with [a link](/posts/other/).' } } as unknown as PreparedText;

describe('the assistants\' facts', () => {
  for (const site of [sample, other]) {
    it(`say what ${site.owner.name}'s llms-full.txt says, section by section, and hold their resume.json`, () => {
      const input = { site, base: '/', path: '', pages, posts: [post], caseStudies: [] };
      const made = corpusPage({ ...input, name: 'English', profile: jsonResume(site, '/') });
      const full = llmsTexts(input)['llms-full.txt'];
      // The career is llms-full.txt up to its texts, word for word.
      expect(full.startsWith(made.overview.trimEnd())).toBe(true);
      expect(made.profile).toEqual(jsonResume(site, '/'));
      expect(made.availability).toBe(site.owner.availability ?? null);
      // Each job is one passage, under the section the page gives it, with its company in it.
      for (const job of site.experience ?? []) {
        expect(made.passages.some((passage) => passage.text.includes(job.company) && passage.text.includes(job.role))).toBe(true);
      }
      expect(made.texts).toEqual([expect.objectContaining({ kind: 'post', slug: 'queues', title: 'Queues' })]);
      const paragraphs = made.passages.filter((passage) => passage.section === 'Queues').map((passage) => passage.text);
      expect(paragraphs).toEqual(['Why the outbox.', 'First *paragraph*.', 'Second, with a link.']);
    });
  }

  it('keep an entry\'s lines together and drop Markdown\'s marks, links kept as their words and first address', () => {
    const career = '# Ada\n\n> Engineer · Looking\n\n## Experience\n\n- Lead, [Acme](https://acme.example) (2020 – 2024)\n  - Cut costs by 30%\n- Engineer, Initech\n\n### Education\n\n- BSc, Uni \\*Star\\*\n';
    expect(careerPassages(career, 'Ada')).toEqual([
      { section: 'Ada', text: 'Engineer · Looking' },
      { section: 'Experience', text: 'Lead, Acme (2020 – 2024)\nCut costs by 30%', url: 'https://acme.example' },
      { section: 'Experience', text: 'Engineer, Initech' },
      { section: 'Education', text: 'BSc, Uni *Star*' },
    ]);
  });
});
