// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../../contract/folio-words';
import { site } from '../../../fixtures/other-owner/site';
import { registerImageUrls } from '../../lib/image-urls';
import { imageVariants } from '../../lib/image-variants';
import { Work } from './work';

const words = wordsOf(site.words, site.lang);
const projects = site.projects ?? [];
registerImageUrls(Object.fromEntries(projects.flatMap((p) => (p.image === undefined ? [] : imageVariants(p.image)).flatMap((v) => [[v.avif, `/assets/${v.avif}`], [v.webp, `/assets/${v.webp}`]]))));

const renderWork = (shown: typeof projects) =>
  render(<Work projects={shown} words={words.work} newTab={words.page.newTab} lang={site.lang} moreFilters={words.page.moreFilters} />);

describe('Work', () => {
  afterEach(cleanup);

  it('filters projects of several categories by "all" and each category', () => {
    const categories = [...new Set(projects.map((project) => project.category))];
    expect(categories.length).toBeGreaterThan(1);
    renderWork(projects);
    expect(screen.getByRole('group', { name: words.work.filterLabel })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([words.work.all, ...categories]);
  });

  it('has no filter for projects of one category, only their cards (issue 41)', () => {
    const one = projects.map((project) => ({ ...project, category: 'Projects' }));
    renderWork(one);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(one.map((project) => project.title));
  });
});
