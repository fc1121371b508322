// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER_PATHS, type InboxMessage } from '../../../contract/owner-api';
import { fakeApi, inboxMessage, listOf, type Call } from '../testing/fake-api';
import { Announcer } from '../ui/announcer';
import { Inbox } from './inbox';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const held = inboxMessage({ id: 3, email: 'recruiter@example.com', message: 'We would like to talk.\nAre you free on Monday?', status: 'held', heldReason: 'held by the flood cap (NOTIFY_MAX_PER_HOUR)' });
const unread = inboxMessage({ id: 2, email: 'anna@example.org', message: '<img src=x onerror=alert(1)>' });
const read = inboxMessage({ id: 1, email: 'bo@example.net', readAt: '2026-11-21T10:00:00Z' });

/** A small service: three messages, each action answered as the contract says. */
function service(extra: (call: Call) => ReturnType<Parameters<typeof fakeApi>[0]> = () => undefined) {
  const messages = new Map<number, InboxMessage>([held, unread, read].map((m) => [m.id, m]));
  return fakeApi((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.path === OWNER_PATHS.messages) {
      const q = call.query.get('q') ?? '';
      const shown = [...messages.values()].filter((m) => (call.query.get('state') ?? 'all') === 'all' || m.status === call.query.get('state')).filter((m) => m.email.includes(q) || m.message.includes(q));
      return { json: listOf(shown, null, { all: messages.size, unread: [...messages.values()].filter((m) => m.readAt === null).length, held: 1 }) };
    }
    const match = /^\/owner\/api\/messages\/(\d+)(?:\/(\w+))?$/u.exec(call.path);
    const message = match ? messages.get(Number(match[1])) : undefined;
    if (!match || !message) return undefined;
    if (call.method === 'DELETE') {
      messages.delete(message.id);
      return { status: 204 };
    }
    if (call.method === 'GET') return { json: message };
    const readAt = (call.body as { read?: boolean } | undefined)?.read ? (message.readAt ?? '2026-11-24T10:00:00Z') : null;
    const next: InboxMessage =
      match[2] === 'release' ? { ...message, status: 'delivered' } : match[2] === 'spam' ? { ...message, status: 'spam', spamReason: 'marked by the owner' } : { ...message, readAt };
    messages.set(message.id, next);
    return { json: next };
  });
}

/** The visible result line (the live region, read out only, is the other copy of the words). */
const shownOnPage = (text: string) => screen.queryAllByText(text).find((element) => element.closest('[role="status"]') === null);

const renderInbox = () => render(<Announcer><Inbox /></Announcer>);

describe('the list', () => {
  it('shows each message with its state in words and the counts on the filters', async () => {
    service();
    renderInbox();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('recruiter@example.com');
    expect(within(rows[0] as HTMLElement).getByText('Held')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Unread:')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByText('Unread:')).toBeNull();
    expect(screen.getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Unread 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', OWNER_PATHS.exportCsv);
  });

  it('filters by state, and the export follows the filter', async () => {
    const calls = service();
    renderInbox();
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Held 1' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls.at(-1)?.query.get('state')).toBe('held');
    expect(screen.getByRole('button', { name: 'Held 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'JSON' })).toHaveAttribute('href', `${OWNER_PATHS.exportJson}?state=held`);
  });

  it('searches once typing stops, not on every key', async () => {
    const calls = service();
    renderInbox();
    await screen.findAllByRole('listitem');
    // The four keys in one go, with no pause the machine could stretch: typed a key at a time, a
    // busy machine let more than the wait pass between two, and the page rightly searched for "a".
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search messages by address or text' }), 'anna');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    const searches = calls.filter((call) => call.path === OWNER_PATHS.messages && call.query.has('q'));
    expect(searches.map((call) => call.query.get('q'))).toEqual(['anna']);
  });

  it('loads the next page with the cursor', async () => {
    const calls = fakeApi((call) =>
      call.path === OWNER_PATHS.messages
        ? { json: call.query.get('before') === 'cursor-1' ? listOf([read]) : listOf([held, unread], 'cursor-1') }
        : undefined,
    );
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(calls.at(-1)?.query.get('before')).toBe('cursor-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('an opened message', () => {
  it('shows markup in a message as text, moves focus to its heading, and marks it read', async () => {
    const calls = service();
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /anna@example\.org/u }));
    const heading = await screen.findByRole('heading', { name: 'anna@example.org' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(screen.getByRole('article')).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(calls.some((call) => call.method === 'GET' && call.path === OWNER_PATHS.message(2))).toBe(true);
    // The GET only reads it (issue 40): the page marks it read with a POST.
    expect(calls.filter((call) => call.method === 'POST' && call.path === OWNER_PATHS.markRead(2)).map((call) => call.body)).toEqual([{ read: true }]);
    expect(screen.getByRole('button', { name: 'Unread 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /anna@example\.org/u })).queryByText('Unread:')).toBeNull();
    const reply = screen.getByRole('link', { name: 'Reply' }).getAttribute('href') ?? '';
    expect(reply).toMatch(/^mailto:anna@example\.org\?subject=Re%3A%20/u);
    expect(decodeURIComponent(reply)).toContain('> <img src=x onerror=alert(1)>');
  });

  it('goes back to the list on a phone with the focus on the row it opened', async () => {
    service();
    renderInbox();
    const row = await screen.findByRole('button', { name: /bo@example\.net/u });
    await userEvent.click(row);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to messages' }));
    expect(screen.queryByRole('article')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: /bo@example\.net/u })).toHaveFocus());
  });

  it('shows why a message was held, releases it and says so', async () => {
    const calls = service();
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /recruiter@example\.com/u }));
    expect(await screen.findByText('Reason: held by the flood cap (NOTIFY_MAX_PER_HOUR)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(shownOnPage('Released')).toBeVisible());
    expect(calls.some((call) => call.method === 'POST' && call.path === OWNER_PATHS.release(3))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('marks spam and unread', async () => {
    const calls = service();
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /bo@example\.net/u }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as spam' }));
    await waitFor(() => expect(shownOnPage('Marked as spam')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Release' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(shownOnPage('Marked unread')).toBeVisible());
    expect(calls.find((call) => call.path === OWNER_PATHS.markRead(1))?.body).toEqual({ read: false });
  });

  it('deletes only after a confirmation, then returns to the list', async () => {
    const calls = service();
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /bo@example\.net/u }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = screen.getByRole('button', { name: 'Delete message' });
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await waitFor(() => expect(shownOnPage('Deleted')).toBeVisible());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === OWNER_PATHS.message(1))).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Messages' })).toHaveFocus());
  });

  it('erases every message of an address, saying how many first; Cancel changes nothing', async () => {
    const calls = service((call) => (call.path === OWNER_PATHS.erase ? { json: { deleted: 1 } } : undefined));
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /anna@example\.org/u }));
    await userEvent.click(await screen.findByRole('button', { name: 'Erase everything from this address' }));
    expect(await screen.findByText('Erase the 1 message from anna@example.org? This cannot be undone.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(/This cannot be undone/u)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Erase everything from this address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Erase them' }));
    await waitFor(() => expect(shownOnPage('Erased 1 message from anna@example.org')).toBeVisible());
    expect(calls.filter((call) => call.path === OWNER_PATHS.erase).map((call) => call.body)).toEqual([{ email: 'anna@example.org' }]);
  });

  it('shows the result of each action on the page as well, replaced by the next one', async () => {
    service();
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /recruiter@example\.com/u }));
    await userEvent.click(await screen.findByRole('button', { name: 'Release' }));
    await waitFor(() => expect(shownOnPage('Released')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(shownOnPage('Marked unread')).toBeVisible());
    expect(shownOnPage('Released')).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: /bo@example\.net/u }));
    await screen.findByRole('heading', { name: 'bo@example.net' });
    expect(shownOnPage('Marked unread')).toBeUndefined();
  });
});

describe('a filter or search that leaves the opened message out', () => {
  it('closes it; one the new list still holds stays open', async () => {
    service();
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /recruiter@example\.com/u }));
    await screen.findByRole('heading', { name: 'recruiter@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Held 1' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'recruiter@example.com' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Spam/u }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'recruiter@example.com' })).toBeNull());
    expect(screen.getByText('Choose a message to read it here.')).toBeInTheDocument();
  });
});

describe('invisible characters', () => {
  it('leaves the joiners Persian needs as they are, and names one that hides text, as the CLI does', async () => {
    fakeApi((call) => (call.path === OWNER_PATHS.messages ? { json: listOf([inboxMessage({ id: 9, email: 'sara@example.ir', message: 'پروژه\u200Cهای ما pay\u200Bpal' })]) } : undefined));
    renderInbox();
    const row = await screen.findByRole('button', { name: /sara@example\.ir/u });
    expect(row).toHaveTextContent('پروژه\u200Cهای ما pay<U+200B>pal');
    expect(row.textContent).not.toContain('<U+200C>');
  });
});

