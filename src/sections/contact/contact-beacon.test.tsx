// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Beacon } from '../../../contract/owner-api';
import { CHALLENGE_SUFFIX } from '../../../contract/proof-of-work';
import { wordsOf } from '../../../contract/folio-words';
import { site } from '../../../fixtures/other-owner/site';
import { SERVED_BY_FOLIO, startBeacon } from '../../lib/beacon';
import { SocialLinks } from '../../ui/social-links';
import { ContactForm } from './contact-form';

/** The beacon (lib/beacon.ts) over the real form and profile links: what it counts as a visitor uses them. */
describe('the contact form, the profiles and the beacon', () => {
  const words = wordsOf(site.words, site.lang);
  const sent: Beacon[] = [];
  const answer = (status: number) =>
    vi.stubGlobal('fetch', vi.fn((url: RequestInfo | URL) => Promise.resolve(String(url).endsWith(CHALLENGE_SUFFIX) ? new Response(null, { status: 204 }) : new Response('{}', { status }))));
  const record = () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => sent.push(JSON.parse(body) as Beacon) > 0 });
    // The page as folio's service serves it (Server-Timing: folio), where the beacon reports.
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) => (type === 'navigation' ? [{ serverTiming: [{ name: SERVED_BY_FOLIO }] } as unknown as PerformanceEntry] : []));
  };
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sent.length = 0;
  });

  // The CV link (home.tsx, which reads the built images) is clicked in the browser: e2e/insights.spec.ts.
  it('counts a profile and the contact form started and sent as a visitor uses them', async () => {
    record();
    answer(201);
    const user = userEvent.setup();
    render(
      <>
        <SocialLinks links={site.socials} newTab={words.page.newTab} />
        <ContactForm words={words.form} lang={site.lang} email={site.owner.email} />
      </>,
    );
    // Links that leave the page: counted on the click, not followed in jsdom.
    document.addEventListener('click', (event) => (event.target as Element).closest('a') && event.preventDefault());
    startBeacon();
    const profile = site.socials[0];
    if (!profile) throw new Error('the fixture owner has no profile link');
    await user.click(screen.getAllByRole('link', { name: `${profile.label} ${words.page.newTab}` })[0] as HTMLElement);
    await user.type(screen.getByRole('textbox', { name: words.form.emailLabel }), 'recruiter@company.com');
    await user.type(screen.getByRole('textbox', { name: words.form.messageLabel }), 'We would like to talk.');
    await user.click(screen.getByRole('button', { name: words.form.send }));
    await screen.findByText(words.form.success);
    expect(sent.map((beacon) => beacon.kind)).toEqual(['view', 'social-link', 'form-started', 'form-sent']);
  });

  it('counts no form sent when the service refuses the message', async () => {
    record();
    answer(500);
    const user = userEvent.setup();
    render(<ContactForm words={words.form} lang={site.lang} email={site.owner.email} />);
    startBeacon();
    await user.type(screen.getByRole('textbox', { name: words.form.emailLabel }), 'recruiter@company.com');
    await user.type(screen.getByRole('textbox', { name: words.form.messageLabel }), 'We would like to talk.');
    await user.click(screen.getByRole('button', { name: words.form.send }));
    await screen.findByText(words.form.failure);
    expect(sent.map((beacon) => beacon.kind)).toEqual(['view', 'form-started']);
  });
});
