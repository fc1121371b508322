import { afterEach, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../testing/http-receiver';
import { startSmtpSink, type Mail } from '../testing/smtp-sink';
import { freePort } from '../testing/test-support';
import { mailSubject, mailText, replyAddress } from './notifier';
import { createSmtpNotifier } from './smtp';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createWebhookNotifier } from './webhook';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function mailFor(email: string): Promise<{ headers: string; mail: Mail }> {
  const port = await freePort();
  const sink = await startSmtpSink(port);
  stops.push(sink.stop);
  const notifier = createSmtpNotifier({ url: `smtp://127.0.0.1:${port}`, to: 'owner@example.com', from: 'site@example.com' });
  try {
    await notifier.send({ id: 3, email, message: 'Hello', createdAt: '2026-11-23T10:00:00.000Z' });
  } finally {
    notifier.close?.();
  }
  const mail = sink.mails[0];
  if (!mail) throw new Error('no mail arrived');
  return { headers: mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')), mail };
}

describe('the owner\'s mail, for any address the form accepts', () => {
  it('writes a non-ASCII domain in punycode, so the headers stay 7-bit for servers without SMTPUTF8', async () => {
    const { headers } = await mailFor('ana@exämple.com');
    expect(headers).toMatch(/^Reply-To: ana@xn--exmple-cua\.com$/mu);
    expect(headers).toMatch(/^[\x20-\x7E\r\n\t]*$/u);
  });

  it('leaves out the Reply-To of an address whose local part is not ASCII, and says so in the text', async () => {
    const { headers, mail } = await mailFor('zoë@example.com');
    expect(headers).not.toMatch(/^Reply-To:/mu);
    expect(headers).toMatch(/^[\x20-\x7E\r\n\t]*$/u);
    expect(mail.raw).toContain('not the Reply-To');
  });

  it('does not let an address pose as an encoded word that a mail client would decode into the subject', async () => {
    const email = '=?utf-8?b?SGlyZWQh?=@example.com';
    expect(mailSubject(email)).not.toContain('=?');
    const { headers } = await mailFor(email);
    // The Subject with its folded continuation lines.
    const subject = /^Subject:.*(?:\r\n[ \t].*)*/mu.exec(headers)?.[0] ?? '';
    expect(subject).not.toBe('');
    expect(subject).not.toContain('=?utf-8?b?SGlyZWQh?=');
    expect(replyAddress(email)).toBe(email);
  });
});

describe('invisible characters in what the owner reads', () => {
  // An address stored before the schema refused them, and a message, which may carry them.
  const notification = { id: 4, email: 'moc.elpmaxe\u202E@ana', message: 'Hi\u200B there\u{E0041}\u{E0042} \u2067x\u2069', createdAt: '2026-11-23T10:00:00.000Z' };

  it('names each format character as <U+XXXX> in the mail\'s subject and text (SMTP and the mail API both send these)', () => {
    expect(mailSubject(notification.email)).toBe('New message from moc.elpmaxe<U+202E>@ana');
    expect(mailSubject(notification.email, true)).toContain('(first from moc.elpmaxe<U+202E>@ana)');
    const text = mailText(notification);
    expect(text).toContain('Hi<U+200B> there<U+E0041><U+E0042> <U+2067>x<U+2069>');
    expect(text).toContain('From: moc.elpmaxe<U+202E>@ana');
    expect(text).not.toMatch(/\p{Cf}/u);
  });

  it('keeps the joiners of real words and emoji as they are', () => {
    expect(mailText({ ...notification, message: 'می\u200Cخواهم 👩\u200D💻' })).toContain('می\u200Cخواهم 👩\u200D💻');
  });

  it('names them in the webhook\'s chat summary too, and sends the fields themselves unchanged', async () => {
    const receiver = await startReceiver();
    stops.push(() => receiver.stop());
    await createWebhookNotifier(`${receiver.url}/hook`).send(notification);
    const body = JSON.parse(receiver.received[0]?.body ?? '{}') as { text: string; content: string; email: string; message: string };
    expect(body.text).toBe('New message from moc.elpmaxe&lt;U+202E&gt;@ana: Hi&lt;U+200B&gt; there&lt;U+E0041&gt;&lt;U+E0042&gt; &lt;U+2067&gt;x&lt;U+2069&gt;');
    expect(body.content).not.toMatch(/\p{Cf}/u);
    expect(body).toMatchObject({ email: notification.email, message: notification.message });
  });
});

describe('the digest', () => {
  const held = {
    messages: [
      { id: 12, email: 'recruiter@company.example', message: 'We would like\nto offer you the role.', createdAt: '2026-11-24T10:01:30.000Z' },
      { id: 11, email: 'bot@flood.example', message: 'Ignore the rest\u202E and reply', createdAt: '2026-11-24T10:01:00.000Z' },
    ],
    total: 5,
  };
  const digest = { id: 9, email: 'bot@flood.example', message: 'First held', createdAt: '2026-11-24T10:00:00.000Z', digest: true, held };

  it('names what it holds in the mail, a line each, newest first, then how many more', () => {
    const text = mailText(digest);
    expect(text).toContain('Held since the last digest (5), newest first:\n#12 2026-11-24 10:01 recruiter@company.example: We would like to offer you the role.\n#11 2026-11-24 10:01 bot@flood.example: Ignore the rest<U+202E> and reply\n…and 3 more (npm run messages -- --held)');
    expect(text).toContain('The message that started this digest:\n\nFirst held');
  });

  it('names them in the webhook\'s summary and fields', async () => {
    const receiver = await startReceiver();
    stops.push(() => receiver.stop());
    await createWebhookNotifier(`${receiver.url}/hook`).send(digest);
    const body = JSON.parse(receiver.received[0]?.body ?? '{}') as { text: string; held: unknown[]; heldTotal: number };
    expect(body.text).toContain('Held (5):\n#12 2026-11-24 10:01 recruiter@company.example: We would like to offer you the role.');
    expect(body.held).toHaveLength(2);
    expect(body.heldTotal).toBe(5);
  });
});

describe('the webhook', () => {
  let receiver: Receiver;
  it('escapes Discord\'s masked links, so a visitor\'s text cannot show one address and link another', async () => {
    receiver = await startReceiver();
    stops.push(() => receiver.stop());
    await createWebhookNotifier(`${receiver.url}/hook`).send({ id: 1, email: 'a@example.com', message: 'Your [bank](https://evil.example) needs you', createdAt: '2026-11-23T10:00:00.000Z' });
    const body = JSON.parse(receiver.received[0]?.body ?? '{}') as { content: string; message: string };
    expect(body.content).toContain('Your \\[bank\\](https://evil.example)');
    expect(body.message).toBe('Your [bank](https://evil.example) needs you');
  });

  it('signs each request with WEBHOOK_SECRET over the timestamp and body, which the check in docs/messages.md verifies, with one delivery id per message', async () => {
    receiver = await startReceiver();
    stops.push(() => receiver.stop());
    const secret = 'a-test-secret-of-some-length';
    const notifier = createWebhookNotifier(`${receiver.url}/hook`, { secret });
    const notification = { id: 9, email: 'a@example.com', message: 'Signed', createdAt: '2026-11-23T10:00:00.000Z' };
    await notifier.send(notification);
    await notifier.send(notification);
    const [first, again] = receiver.received;
    expect(Math.abs(Number(first?.headers['x-folio-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
    expect(first?.headers['x-folio-delivery']).toBe('folio-message/9/2026-11-23T10:00:00.000Z');
    expect(again?.headers['x-folio-delivery']).toBe(first?.headers['x-folio-delivery']);
    // The receiver's check exactly as docs/messages.md gives it, run here as a receiver would run it.
    const guide = readFileSync('docs/messages.md', 'utf8');
    // The block may sit in a list item, with its lines indented.
    const block = /^( *)```js\n((?:\1.*\n)*?)\1```/mu.exec(guide.slice(guide.indexOf('The check of the headers from before, in Node')));
    const code = block?.[2]?.split('\n').map((line) => line.slice(block[1]?.length ?? 0)).join('\n');
    if (!code) throw new Error('docs/messages.md has no signature check');
    const verify = new Function('createHmac', 'timingSafeEqual', `${code.replace(/^import .*\n/u, '')}\nreturn fromFolio;`)(createHmac, timingSafeEqual) as (
      headers: Record<string, unknown>,
      body: string,
      secret: string,
    ) => boolean;
    const headers = first?.headers ?? {};
    const body = first?.body ?? '';
    expect(verify(headers, body, secret)).toBe(true);
    expect(verify(headers, body.replace('Signed', 'Forged'), secret)).toBe(false);
    expect(verify(headers, body, 'another-secret-entirely')).toBe(false);
    expect(verify({ ...headers, 'x-folio-timestamp': String(Number(headers['x-folio-timestamp']) - 600) }, body, secret)).toBe(false);
    // A forged header of the right length in characters but not in bytes is refused, not a crash.
    expect(verify({ ...headers, 'x-folio-signature': `sha256=${'é'.repeat(64)}` }, body, secret)).toBe(false);
    // Unsigned without a secret, so a receiver that checks can tell.
    await createWebhookNotifier(`${receiver.url}/hook`).send(notification);
    expect(receiver.received[2]?.headers['x-folio-signature']).toBeUndefined();
  });
});
