// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../../contract/folio-words';
import { registerImageUrls } from '../../lib/image-urls';
import { imageVariants } from '../../lib/image-variants';
import { site } from '../../../fixtures/other-owner/site';
import type { FeaturedProject } from '../../lib/featured-project';
import { Home } from './home';

const words = wordsOf(site.words, site.lang);
// The avatar's rendered files, at made-up addresses: the test is about the words beside it.
const avatar = site.owner.avatar;
if (avatar === undefined) throw new Error('the fixture owner has a picture');
registerImageUrls(Object.fromEntries(imageVariants(avatar).flatMap((v) => [[v.avif, `/assets/${v.avif}`], [v.webp, `/assets/${v.webp}`]])));
const badgeWords = words.home.yearsBadge.split('\n')[0] ?? '';

const { jobTitle, techLine, intro, goal } = site.owner;
if (jobTitle === undefined || techLine === undefined || intro === undefined || goal === undefined) throw new Error('the fixture owner gives every line of Home');

function renderHome(owner: typeof site.owner, { toSkills = true, featured = undefined as FeaturedProject | undefined, current = undefined as { role: string; company: string } | undefined } = {}) {
  return render(<Home owner={owner} featured={featured} current={current} cvUrl="/resume.pdf" words={words.home} newTab={words.page.newTab} lang="en" toSkills={toSkills} />);
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

  it('shows the title, tech line, intro, goal banner and the ways to the skills and to the contact form when the owner gives them', () => {
    const { container } = renderHome(site.owner);
    for (const line of [jobTitle, techLine, goal]) expect(screen.getByText(line)).toBeVisible();
    expect(container.querySelector('#goal')).toHaveTextContent(goal);
    expect(screen.getByRole('link', { name: words.home.mySkills })).toHaveAttribute('href', '#skills');
    expect(screen.getByRole('link', { name: words.home.contactMe })).toHaveAttribute('href', '#contact');
    // The profiles are the header's and the footer's: a third set here said them again.
    for (const social of site.socials) expect(screen.queryByRole('link', { name: new RegExp(social.label, 'u') })).toBeNull();
  });

  it('says the role once: the current job\'s organisation alone when its role is the title', () => {
    if (site.owner.jobTitle === undefined) throw new Error('the fixture owner has a title');
    const { container } = renderHome(site.owner, { current: { role: site.owner.jobTitle, company: 'Northwind' } });
    expect(container.textContent?.split(site.owner.jobTitle).length).toBe(2);
    expect(screen.getByText('Northwind')).toBeVisible();
    cleanup();
    renderHome(site.owner, { current: { role: 'Head of Platform', company: 'Northwind' } });
    expect(screen.getByText('Head of Platform', { exact: false })).toBeVisible();
  });

  it('shows no picture and no stand-in for an owner without a photo, and the years beside the actions', () => {
    const { container } = renderHome({ ...site.owner, avatar: undefined, yearsOfExperience: 14 });
    expect(container.querySelector('img, picture')).toBeNull();
    expect(container.querySelector('#home-picture')).toBeNull();
    expect(container.textContent).toContain('14');
  });

  it('folds a long summary behind a real button that opens it, and leaves a short one whole', async () => {
    const long = `${'I build platforms that stay up. '.repeat(12)}`.trim();
    renderHome({ ...site.owner, intro: long });
    const button = screen.getByRole('button', { name: words.home.readMore });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const summary = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(summary).toHaveTextContent(long);
    expect(summary).toHaveAttribute('data-folds');
    button.click();
    expect(summary).toHaveAttribute('data-open');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(button).toHaveAccessibleName(words.home.readLess);
    button.click();
    expect(summary).not.toHaveAttribute('data-open');
    cleanup();
    renderHome(site.owner);
    expect(screen.queryByRole('button', { name: words.home.readMore })).toBeNull();
  });

  it('leaves out each line the owner did not write: no empty paragraph, banner or list, no "undefined" (issue 41)', () => {
    const owner = { ...site.owner, jobTitle: undefined, techLine: undefined, intro: undefined, goal: undefined };
    const { container } = renderHome(owner);
    expect(screen.getByRole('heading', { level: 1, name: site.owner.name })).toBeVisible();
    for (const line of [jobTitle, techLine, intro, goal]) expect(screen.queryByText(line)).toBeNull();
    expect(container.querySelector('#goal')).toBeNull();
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
