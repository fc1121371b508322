// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainNote } from './domain-note';

afterEach(cleanup);

describe('DomainNote', () => {
  it('at an IP address, says passkeys need a domain name and links to the same page at localhost', () => {
    render(<DomainNote href="http://127.0.0.1:3000/owner/#invite=abc" />);
    expect(screen.getByText(/Passkeys need a domain name, not an IP address\./u)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open this page at localhost' })).toHaveAttribute('href', 'http://localhost:3000/owner/#invite=abc');
  });

  it('says nothing at a domain name', () => {
    const { container } = render(<DomainNote href="http://localhost:3000/owner/" />);
    expect(container).toBeEmptyDOMElement();
  });
});
