// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../../contract/folio-words';
import { registerImageUrls } from '../../lib/image-urls';
import { imageVariants } from '../../lib/image-variants';
import { site } from '../../../fixtures/other-owner/site';
import type { FeaturedProject } from '../../lib/featured-project';
import { Home } from './home';

const words = wordsOf(site.words, site.lang);
// The avatar's rendered files, at made-up addresses: the test is about the words beside it.
registerImageUrls(Object.fromEntries(imageVariants(site.owner.avatar).flatMap((v) => [[v.avif, `/assets/${v.avif}`], [v.webp, `/assets/${v.webp}`]])));
const badgeWords = words.home.yearsBadge.split('\n')[0] ?? '';

const { jobTitle, techLine, intro, goal } = site.owner;
if (jobTitle === undefined || techLine === undefined || intro === undefined || goal === undefined) throw new Error('the fixture owner gives every line of Home');

function renderHome(owner: typeof site.owner, { socials = site.socials, toSkills = true, featured = undefined as FeaturedProject | undefined } = {}) {
  return render(<Home owner={owner} featured={featured} socials={socials} cvUrl="/resume.pdf" words={words.home} newTab={words.page.newTab} lang="en" toSkills={toSkills} />);
}

describe('Home', () => {
  afterEach(cleanup);

  it('fills the intro\'s {years} with the badge\'s number, so both say the same (issue 41)', () => {
    const { container } = renderHome({ ...site.owner, yearsOfExperience: 6, intro: 'Engineer with {years} years of platform work.' });
    expect(screen.getByText('Engineer with 6 years of platform work.')).toBeVisible();
    const badge = container.querySelector('#home p.absolute');
    expect(badge?.textContent).toContain('6');
    expect(badge?.textContent).toContain(badgeWords);
  });

  it('shows no badge without a number of years, and the intro as written', () => {
    const owner = { ...site.owner, yearsOfExperience: undefined };
    renderHome(owner);
    expect(screen.queryByText(badgeWords, { exact: false })).toBeNull();
    expect(screen.getByText(intro)).toBeVisible();
  });

  it('shows the title, tech line, intro, goal banner, profiles and the way to the skills when the owner gives them', () => {
    const { container } = renderHome(site.owner);
    for (const line of [jobTitle, techLine, goal]) expect(screen.getByText(line)).toBeVisible();
    expect(container.querySelector('#goal')).toHaveTextContent(goal);
    expect(screen.getByRole('list')).toBeVisible();
    expect(screen.getByRole('link', { name: words.home.mySkills })).toHaveAttribute('href', '#skills');
  });

  it('leaves out each line the owner did not write: no empty paragraph, banner or list, no "undefined" (issue 41)', () => {
    const owner = { ...site.owner, jobTitle: undefined, techLine: undefined, intro: undefined, goal: undefined };
    const { container } = renderHome(owner, { socials: [] });
    expect(screen.getByRole('heading', { level: 1, name: site.owner.name })).toBeVisible();
    for (const line of [jobTitle, techLine, intro, goal]) expect(screen.queryByText(line)).toBeNull();
    expect(container.querySelector('#goal')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect([...container.querySelectorAll('p, li, h1')].filter((element) => element.textContent?.trim() === '')).toEqual([]);
    expect(container.textContent).not.toContain('undefined');
    // The CV is still there to download: it has what the owner did give.
    expect(screen.getByRole('link', { name: words.home.downloadCv })).toHaveAttribute('href', '/resume.pdf');
  });

  it('has no button to the skills when the page has no Skills section', () => {
    renderHome(site.owner, { toSkills: false });
    expect(screen.queryByRole('link', { name: words.home.mySkills })).toBeNull();
  });

  it('names the featured project on the first screen, as one link to its case study or, in a new tab, to the project', () => {
    renderHome(site.owner, { featured: { title: 'Tidewater', href: '/work/tidewater/', external: false } });
    expect(screen.getByRole('link', { name: `${words.home.featured}: Tidewater` })).toHaveAttribute('href', '/work/tidewater/');
    cleanup();
    renderHome(site.owner, { featured: { title: 'Tidewater', href: 'https://tidewater.example.org', external: true } });
    const link = screen.getByRole('link', { name: `${words.home.featured}: Tidewater ${words.page.newTab}` });
    expect(link).toHaveAttribute('href', 'https://tidewater.example.org');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('names no project when there is none to feature', () => {
    renderHome(site.owner);
    expect(screen.queryByText(words.home.featured)).toBeNull();
  });
});
