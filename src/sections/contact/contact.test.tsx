// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordsOf } from '../../../contract/folio-words';
import { site } from '../../../fixtures/other-owner/site';
import { Contact } from './contact';

const words = wordsOf(site.words, site.lang);

function renderContact(owner: typeof site.owner) {
  return render(<Contact owner={owner} words={words.contact} formWords={words.form} lang={site.lang} />);
}

describe('Contact', () => {
  afterEach(cleanup);

  it('shows the cards beside the form when the owner gives something for them', () => {
    renderContact(site.owner);
    expect(screen.getByRole('list')).toBeVisible();
    expect(screen.getByRole('button', { name: words.form.send })).toBeVisible();
  });

  it('shows the form alone, with no empty list or card, when the owner gives no city, availability, email or phone (issue 41)', () => {
    const owner = { ...site.owner, city: undefined, availability: undefined, email: undefined, phone: undefined };
    const { container } = renderContact(owner);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: words.form.emailLabel })).toBeVisible();
    expect(screen.getByRole('button', { name: words.form.send })).toBeVisible();
    expect(container.textContent).not.toContain('undefined');
  });
});
