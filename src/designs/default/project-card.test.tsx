// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../../contract/folio-words';
import { site } from '../../../fixtures/other-owner/site';
import { registerImageUrls } from '../../lib/image-urls';
import { imageVariants } from '../../lib/image-variants';
import { ProjectCard } from './project-card';

const words = wordsOf(site.words, site.lang);
const first = site.projects?.[0];
if (first === undefined) throw new Error('the fixture owner has projects');
const project = first;
// The picture's rendered files, at made-up addresses: the test is about the card's words.
registerImageUrls(Object.fromEntries(imageVariants(project.image).flatMap((v) => [[v.avif, `/assets/${v.avif}`], [v.webp, `/assets/${v.webp}`]])));

function renderCard(shown: typeof project, caseStudy?: string) {
  return render(
    <ul>
      <ProjectCard project={shown} caseStudy={caseStudy} animate={false} seeProject={words.work.seeProject} readCaseStudy={words.work.caseStudy} newTab={words.page.newTab} stars={words.work.stars} lang="en" />
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
});
