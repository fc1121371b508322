import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../testing/http-receiver';
import { createMailApiNotifier } from './mail-api';
import { createWebhookNotifier } from './webhook';

const notification = { id: 7, email: 'ana@example.com', message: 'Hello\nthere', createdAt: '2026-11-23T10:00:00.000Z' };
let receiver: Receiver | undefined;
let redirector: Server | undefined;
afterEach(async () => {
  await receiver?.stop();
  await new Promise((resolve) => (redirector ? redirector.close(resolve) : resolve(undefined)));
  receiver = undefined;
  redirector = undefined;
});

/** A server that answers every request with a redirect to `location`. */
async function redirectTo(location: string): Promise<string> {
  redirector = createServer((_req, res) => res.writeHead(307, { Location: location }).end());
  await new Promise<void>((resolve) => redirector?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/`;
}

describe('the mail API notifier', () => {
  it('sends Resend the mail with the visitor as Reply-To and a key that makes a retry one mail', async () => {
    receiver = await startReceiver();
    const notifier = createMailApiNotifier({ url: `${receiver.url}/emails`, key: 're_key', to: 'owner@example.com', from: 'site@example.com' });
    await notifier.send(notification);
    expect(notifier.channel).toBe('email');
    const [request] = receiver.received;
    expect(request?.headers.authorization).toBe('Bearer re_key');
    expect(request?.headers['idempotency-key']).toBe('folio-message/7/2026-11-23T10:00:00.000Z');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      from: 'Portfolio contact form <site@example.com>',
      to: ['owner@example.com'],
      reply_to: 'ana@example.com',
      subject: 'New message from ana@example.com',
      text: 'Hello\nthere\n\n--\nFrom: ana@example.com\nReceived: 2026-11-23T10:00:00.000Z\nMessage #7. Reply to this e-mail to answer.\n',
    });
  });

  it('fails the send, with the API\'s reason, when the API refuses it', async () => {
    receiver = await startReceiver();
    receiver.failNext(1);
    const notifier = createMailApiNotifier({ url: `${receiver.url}/emails`, key: 'k', to: 'owner@example.com', from: 'site@example.com' });
    await expect(notifier.send(notification)).rejects.toThrow('the mail API answered HTTP 500: {"message":"failing on purpose"}');
  });
});

describe('redirects', () => {
  it('are not followed by either notifier: the send fails, and the message goes nowhere else', async () => {
    receiver = await startReceiver();
    const elsewhere = await redirectTo(`${receiver.url}/elsewhere`);
    await expect(createWebhookNotifier(elsewhere).send(notification)).rejects.toThrow('webhook answered HTTP 307');
    await expect(createMailApiNotifier({ url: elsewhere, key: 'k', to: 'o@example.com', from: 's@example.com' }).send(notification)).rejects.toThrow('the mail API answered HTTP 307');
    expect(receiver.received).toEqual([]);
  });
});
