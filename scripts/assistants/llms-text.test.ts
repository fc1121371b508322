import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../contract/content-schema';
import { site as sample } from '../../fixtures/sample/site';
import { languagePages } from '../languages/languages';
import type { PreparedText } from '../posts/writing';
import { llmsTexts } from './llms-text';

const post = (slug: string, body: string): PreparedText =>
  ({ kind: 'post', slug, lang: 'en', path: '', href: `/posts/${slug}/`, title: `The *${slug}* post`, summary: 'A summary.', date: '2025-01-02', source: { body } }) as unknown as PreparedText;

const pages = languagePages('en', ['de']);
const texts = (site: SiteContent, posts: PreparedText[] = []) => llmsTexts({ site, base: '/', path: '', pages, posts, caseStudies: [] });

describe('llms.txt', () => {
  it('starts with the owner, then links the page, the CV, the full form and the other languages', () => {
    const short = texts(sample)['llms.txt'].split('\n');
    expect(short[0]).toBe(`# ${sample.owner.name}`);
    expect(short).toContain(`- [${sample.owner.name}](${new URL('/', sample.siteUrl).href})`);
    expect(short).toContain(`- [llms-full.txt](${new URL('/llms-full.txt', sample.siteUrl).href})`);
    expect(short).toContain(`- [Deutsch](${new URL('/de/llms.txt', sample.siteUrl).href}) (de)`);
  });

  it('reads the owner’s Markdown characters as text, and gives relative links without a siteUrl', () => {
    const site = { ...sample, siteUrl: undefined, owner: { ...sample.owner, name: 'Ada [the] *first*' } };
    const short = texts(site)['llms.txt'].split('\n');
    expect(short[0]).toBe('# Ada \\[the\\] \\*first\\*');
    expect(short).toContain('- [Ada \\[the\\] \\*first\\*](/)');
  });

  it('has each post’s Markdown in the full form only, its headings under the post’s title', () => {
    const { 'llms.txt': short, 'llms-full.txt': full } = texts({ ...sample, nav: [...sample.nav, { name: 'Writing', path: 'writing' }] }, [post('hello', '# Top\n\ntext\n\n```sh\n# a comment, not a heading\n```\n\n## Below')]);
    expect(short).toContain('The \\*hello\\* post');
    expect(short).not.toContain('# a comment');
    expect(full).toContain('## The \\*hello\\* post\n');
    expect(full).toContain('\n### Top\n');
    expect(full).toContain('\n# a comment, not a heading\n');
    expect(full).toContain('\n#### Below');
  });

  it('gives the full form’s links to the site full addresses under its base, and its pictures as their alt text', () => {
    const site = { ...sample, nav: [...sample.nav, { name: 'Writing', path: 'writing' as const }] };
    const full = llmsTexts({ site, base: '/folio/', path: '', pages, posts: [post('links', 'See [the other](/posts/other/) and [a site](https://example.org/).\n\n![A diagram of the flow](flow-diagram)\n\n![](https://example.org/x.png)')], caseStudies: [] })['llms-full.txt'];
    expect(full).toContain(`See [the other](${new URL('/folio/posts/other/', sample.siteUrl).href}) and [a site](https://example.org/).`);
    expect(full).toContain('\n_A diagram of the flow_\n');
    expect(full).toContain('![](https://example.org/x.png)');
  });

  it("says a job's address and description, a project's client, roles and months, and the languages spoken", () => {
    const [project, ...projects] = sample.projects ?? [];
    if (project === undefined) throw new Error('the sample has projects');
    const site: SiteContent = {
      ...sample,
      nav: sample.nav.some((item) => item.path === 'experience') ? sample.nav : [...sample.nav, { name: 'Experience', path: 'experience' }],
      experience: [{ company: 'Acme', role: 'Engineer', start: '2020-01', url: 'https://acme.example', description: 'A maker of anvils.' }],
      projects: [{ ...project, entity: 'Globex', roles: ['Lead developer', 'Architect'], start: '2022-01', end: '2022-09' }, ...projects],
      spokenLanguages: [{ language: 'German', fluency: 'Native' }, { language: 'French' }],
    };
    const { 'llms.txt': short, 'llms-full.txt': full } = texts(site);
    expect(short).toContain('- Engineer, [Acme](https://acme.example) (Jan 2020 – Present)');
    expect(short).not.toContain('A maker of anvils.');
    expect(full).toContain('  - A maker of anvils.');
    expect(short).toContain(`(${project.category} · Globex · Lead developer, Architect · Jan 2022 – Sep 2022)`);
    expect(short).toContain('### Languages\n\n- German (Native)\n- French\n');
  });

  it('lists a career held in projects under Experience, as the page does', () => {
    const site: SiteContent = {
      ...sample,
      nav: sample.nav.some((item) => item.path === 'experience') ? sample.nav : [...sample.nav, { name: 'Experience', path: 'experience' }],
      experience: undefined,
      projects: (sample.projects ?? []).map((project, index) => (index === 0 ? { ...project, entity: 'Globex', roles: ['Lead developer'], start: '2022-01' } : project)),
    };
    const short = texts(site)['llms.txt'];
    expect(short).toContain('## Experience\n\n- Lead developer, Globex (Jan 2022 – Present)\n');
  });
});
