// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../../contract/folio-words';
import { site } from '../../../fixtures/other-owner/site';
import { ContactInfo } from './contact-info';

const words = wordsOf(site.words, site.lang).contact;
const { availability, email } = site.owner;
if (availability === undefined || email === undefined) throw new Error('the fixture owner gives an availability and an email address');
const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

describe('ContactInfo', () => {
  afterEach(cleanup);

  it('shows the four cards when the owner gives a city and a phone number', () => {
    render(<ContactInfo owner={site.owner} words={words} />);
    expect(headings()).toEqual([words.address, words.openToWork, words.email, words.phone]);
    expect(screen.getByRole('link', { name: site.owner.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/u));
  });

  it('leaves out the Address and Phone cards, and any number to call, when the owner gives neither (issue 41)', () => {
    const owner = { ...site.owner, phone: undefined, city: undefined };
    const { container } = render(<ContactInfo owner={owner} words={words} />);
    expect(headings()).toEqual([words.openToWork, words.email]);
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.getByText(availability)).toBeVisible();
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });

  it('leaves out the Open to work and Email cards, and any mail link, when the owner gives neither (issue 41)', () => {
    const owner = { ...site.owner, availability: undefined, email: undefined };
    const { container } = render(<ContactInfo owner={owner} words={words} />);
    expect(headings()).toEqual([words.address, words.phone]);
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.textContent).not.toContain('undefined');
  });

  it('shows no list at all when the owner gives nothing for a card', () => {
    const owner = { ...site.owner, city: undefined, availability: undefined, email: undefined, phone: undefined };
    const { container } = render(<ContactInfo owner={owner} words={words} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
