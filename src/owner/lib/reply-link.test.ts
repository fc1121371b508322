import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../../contract/owner-api';
import { replyLink, replySubject, SUBJECT_MAX } from './reply-link';

const message = (text: string, email = 'anna@example.org'): InboxMessage => ({
  id: 1,
  email,
  message: text,
  createdAt: '2026-11-20T09:30:00.000Z',
  readAt: null,
  status: 'delivered',
  spamReason: null,
  heldReason: null,
  via: 'form',
});

/** The mailto's parts as a mail app reads them back. */
function parse(link: string) {
  const [to, query] = link.slice('mailto:'.length).split('?') as [string, string];
  const params = new URLSearchParams(query.replace(/\+/gu, '%2B'));
  return { to: decodeURIComponent(to), subject: params.get('subject'), body: params.get('body'), keys: [...params.keys()] };
}

describe('replyLink', () => {
  it('quotes every line with "> " under a line saying who wrote and when, in CRLF', () => {
    const { to, subject, body } = parse(replyLink(message('Hello Anna,\n\nI saw your work.\r\nBest, Bo'), '20 Nov 2026, 10:30'));
    expect(to).toBe('anna@example.org');
    expect(subject).toBe('Re: Hello Anna,');
    expect(body).toBe('\r\n\r\nOn 20 Nov 2026, 10:30, anna@example.org wrote:\r\n> Hello Anna,\r\n>\r\n> I saw your work.\r\n> Best, Bo');
  });

  it('encodes &, ?, # and = in the text so they cannot add a header or cut the body', () => {
    const link = replyLink(message('a&cc=evil@x.org?b#c=d'), 'today');
    const { body, keys } = parse(link);
    expect(keys).toEqual(['subject', 'body']);
    expect(body).toContain('> a&cc=evil@x.org?b#c=d');
    expect(link).not.toContain('#');
  });

  it('encodes an address that carries a query of its own', () => {
    const { to, keys } = parse(replyLink(message('hi', 'x@example.org?bcc=y@example.org'), 'today'));
    expect(to).toBe('x@example.org?bcc=y@example.org');
    expect(keys).toEqual(['subject', 'body']);
  });
});

describe('replySubject', () => {
  it('cuts a long first line at the limit with an ellipsis', () => {
    const subject = replySubject(message('x'.repeat(200)));
    expect(subject).toBe(`Re: ${'x'.repeat(SUBJECT_MAX)}…`);
  });

  it('says "your message" when the text is blank', () => {
    expect(replySubject(message('   \n  '))).toBe('Re: your message');
  });
});
