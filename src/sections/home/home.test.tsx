// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../../contract/words';
import { registerImageUrls } from '../../lib/image-urls';
import { imageVariants } from '../../lib/image-variants';
import { site } from '../../../fixtures/other-owner/site';
import { Home } from './home';

const words = wordsOf(site.words);
// The avatar's rendered files, at made-up addresses: the test is about the words beside it.
registerImageUrls(Object.fromEntries(imageVariants(site.owner.avatar).flatMap((v) => [[v.avif, `/assets/${v.avif}`], [v.webp, `/assets/${v.webp}`]])));
const badgeWords = words.home.yearsBadge.split('\n')[0] ?? '';

function renderHome(owner: typeof site.owner) {
  return render(<Home owner={owner} socials={site.socials} resumeUrl="/resume.pdf" words={words.home} newTab={words.page.newTab} lang="en" />);
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
    expect(screen.getByText(owner.intro)).toBeVisible();
  });
});
