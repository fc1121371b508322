// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SOCIAL_KINDS, type SocialLink } from '../../contract/content-schema';
import { ICON_NAMES } from './icon';
import { iconOf } from './social-icons';
import { SocialLinks } from './social-links';

const links: SocialLink[] = [
  { kind: 'mastodon', label: 'Mastodon', url: 'https://hachyderm.io/@someone' },
  { kind: 'other', label: 'Codeberg', url: 'https://codeberg.org/someone' },
  { kind: 'gitlab', label: 'GitLab', url: 'https://gitlab.com/someone' },
];

describe('social links', () => {
  it('draws every kind with an icon the sprite has', () => {
    for (const kind of SOCIAL_KINDS) expect(ICON_NAMES).toContain(iconOf(kind));
  });

  it('names each link by its label, opens it in a new tab, and marks Mastodon rel="me"', () => {
    const newTab = '(öffnet in neuem Tab)';
    render(<SocialLinks links={links} newTab={newTab} />);
    for (const link of links) {
      const anchor = screen.getByRole('link', { name: `${link.label} ${newTab}` });
      expect(anchor).toHaveAttribute('href', link.url);
      expect(anchor).toHaveAttribute('target', '_blank');
      const rel = (anchor.getAttribute('rel') ?? '').split(' ');
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(rel.includes('me')).toBe(link.kind === 'mastodon');
    }
    const uses = Array.from(document.querySelectorAll('use'), (use) => use.getAttribute('href'));
    expect(uses).toEqual(['#icon-mastodon', '#icon-link', '#icon-gitlab']);
  });

  it('shows a link that is no known profile by its label, a document with a document mark', () => {
    const documents: SocialLink[] = [
      { kind: 'other', label: 'CV (PDF)', url: 'https://example.org/cv.pdf' },
      { kind: 'other', label: 'CV (Word)', url: 'https://example.org/cv.docx' },
    ];
    const { container } = render(<SocialLinks links={documents} newTab="(new tab)" />);
    for (const link of documents) expect(screen.getByRole('link', { name: `${link.label} (new tab)` })).toHaveTextContent(link.label);
    expect(Array.from(container.querySelectorAll('use'), (use) => use.getAttribute('href'))).toEqual(['#icon-file-text', '#icon-file-text']);
  });
});
