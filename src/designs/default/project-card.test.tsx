// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../../contract/folio-words';
import { site } from '../../../fixtures/other-owner/site';
import { registerImageUrls } from '../../lib/image-urls';
import { imageVariants } from '../../lib/image-variants';
import { projectFacts } from '../../lib/project-facts';
import { ProjectCard } from './project-card';

const words = wordsOf(site.words, site.lang);
const first = site.projects?.[0];
if (first === undefined) throw new Error('the fixture owner has projects');
const project = first;
// The picture's rendered files, at made-up addresses: the test is about the card's words.
if (project.image === undefined) throw new Error('the fixture owner\'s first project has a picture');
registerImageUrls(Object.fromEntries(imageVariants(project.image).flatMap((v) => [[v.avif, `/assets/${v.avif}`], [v.webp, `/assets/${v.webp}`]])));

function renderCard(shown: typeof project, caseStudy?: string) {
  return render(
    <ul>
      <ProjectCard project={shown} caseStudy={caseStudy} animate={false} words={words.work} newTab={words.page.newTab} lang="en" />
    </ul>,
  );
}

describe('ProjectCard', () => {
  afterEach(cleanup);

  it('shows the project\'s stack as tags after its description, and stays the list\'s one item', () => {
    const stack = ['TypeScript', 'PostgreSQL', 'Kafka'];
    const { container } = renderCard({ ...project, stack });
    const card = within(screen.getByRole('listitem'));
    for (const name of stack) expect(card.getByText(name)).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // Read as one line, names apart.
    expect(container.querySelector('li p:has(span)')?.textContent).toBe(stack.join(', '));
  });

  it('has no stack line when the project names none', () => {
    const { container } = renderCard(project);
    expect(container.querySelectorAll('li p')).toHaveLength(2);
  });

  it('links to the project with "See Project" when it has an address', () => {
    renderCard({ ...project, link: 'https://example.org/app' });
    expect(screen.getByRole('link', { name: new RegExp(words.work.seeProject, 'u') })).toHaveAttribute('href', 'https://example.org/app');
  });

  it('links to the project and to its code, each in a new tab, when it has both', () => {
    renderCard({ ...project, link: 'https://example.org/app', source: 'https://github.com/ana/app' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.org/app', 'https://github.com/ana/app']);
    expect(links.every((link) => link.getAttribute('target') === '_blank' && link.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    expect(screen.getByRole('link', { name: `${words.work.code}: ${project.title} ${words.page.newTab}` })).toBeVisible();
  });

  it('has only a "Source code" link for a project whose code is public but that has no address of its own', () => {
    renderCard({ ...project, link: undefined, source: 'https://github.com/ana/app' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([`${words.work.code}: ${project.title} ${words.page.newTab}`]);
  });

  it('has no "See Project" link and no empty paragraph for a project with no address or description (issue 41)', () => {
    const { container } = renderCard({ ...project, link: undefined, description: undefined });
    expect(screen.getByRole('heading', { name: project.title })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    // The category line alone: no paragraph stands empty where the description would be.
    expect(container.querySelectorAll('li p')).toHaveLength(1);
    expect(container.querySelector('a[href=""], a:not([href])')).toBeNull();
    expect(container.textContent).not.toContain('undefined');
  });

  it('still links to its case study when the project has one but no address of its own', () => {
    renderCard({ ...project, link: undefined }, '/work/the-project/');
    expect(screen.getByRole('link', { name: new RegExp(words.work.caseStudy, 'u') })).toHaveAttribute('href', '/work/the-project/');
    expect(screen.queryByRole('link', { name: new RegExp(words.work.seeProject, 'u') })).toBeNull();
  });

  it('leads to its case study and still to its code when it has both', () => {
    renderCard({ ...project, source: 'https://github.com/ana/app' }, '/work/the-project/');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/work/the-project/', 'https://github.com/ana/app']);
  });

  it('tells a project without a picture in words: no picture, no stand-in', () => {
    const { container } = renderCard({ ...project, image: undefined });
    expect(container.querySelector('img, picture')).toBeNull();
    expect(screen.getByRole('heading', { name: project.title })).toBeVisible();
    expect(screen.getByText(project.category)).toBeVisible();
  });

  it('says who a project was for, the roles and the years, as the build words them', () => {
    const facts = projectFacts({ ...project, entity: 'Deutsche Bahn', roles: ['Lead developer'], start: '2019-04', end: '2021-02' }, words.work.present, 'en');
    renderCard({ ...project, ...(facts === undefined ? {} : { facts }) });
    expect(screen.getByText('Deutsche Bahn · Lead developer · 2019 – 2021')).toBeVisible();
    cleanup();
    const { container } = renderCard(project);
    expect(container.textContent).not.toContain(' · ');
  });
});
