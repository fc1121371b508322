import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutbox } from '../outbox/outbox';
import { openSqliteStore } from '../stores/sqlite/sqlite-store';
import { startReceiver, type Received, type Receiver } from '../testing/http-receiver';
import { tempDir } from '../testing/test-support';
import { createWebhookNotifier, webhookId } from './webhook';

// What `echo "whsec_$(openssl rand -base64 32)"` prints: 32 random bytes.
const SECRET = `whsec_${Buffer.from('folio-test-key-of-thirty-two-b!!').toString('base64')}`;
const notification = { id: 7, email: 'ana@example.com', message: 'Hello there', createdAt: '2026-11-23T10:00:00.000Z' };

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function receiver(): Promise<Receiver> {
  const started = await startReceiver();
  stops.push(() => started.stop());
  return started;
}

/** The headers as a receiver's framework hands them over: strings only. */
const headersOf = (request: Received | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(request?.headers ?? {}).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));

/**
 * A receiver as Standard Webhooks describes one: one call of the library checks the signature and
 * the timestamp, then a replay is dropped by its `webhook-id`.
 */
function standardReceiver(secret: string, options?: { format: 'raw' }) {
  const webhook = new Webhook(secret, options);
  const seen = new Set<string>();
  return (request: Received | undefined): 'accepted' | 'replay' | 'refused' => {
    const headers = headersOf(request);
    try {
      webhook.verify(request?.body ?? '', headers);
    } catch (error) {
      if (error instanceof WebhookVerificationError) return 'refused';
      throw error;
    }
    const id = headers['webhook-id'] ?? '';
    if (seen.has(id)) return 'replay';
    seen.add(id);
    return 'accepted';
  };
}

describe('the webhook, signed as Standard Webhooks signs', () => {
  it('is verified by one call of the standardwebhooks library, which refuses a forged body, another secret and a stale request', async () => {
    const hook = await receiver();
    await createWebhookNotifier(`${hook.url}/hook`, { secret: SECRET }).send(notification);
    const [request] = hook.received;
    const headers = headersOf(request);
    expect(headers['webhook-id']).toBe(webhookId(7, notification.createdAt));
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/u);
    expect(new Webhook(SECRET).verify(request?.body ?? '', headers)).toMatchObject({ id: 7, email: 'ana@example.com', message: 'Hello there' });

    const forged = (request?.body ?? '').replace('Hello there', 'Wire the money');
    expect(() => new Webhook(SECRET).verify(forged, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`).verify(request?.body ?? '', headers)).toThrow(WebhookVerificationError);
    // The id is signed too: the request cannot be passed off as another message's.
    expect(() => new Webhook(SECRET).verify(request?.body ?? '', { ...headers, 'webhook-id': webhookId(8, notification.createdAt) })).toThrow(WebhookVerificationError);

    // Captured and sent again ten minutes later: too old for the library's five minutes.
    await createWebhookNotifier(`${hook.url}/hook`, { secret: SECRET, now: () => Date.now() - 600_000 }).send(notification);
    expect(() => new Webhook(SECRET).verify(hook.received[1]?.body ?? '', headersOf(hook.received[1]))).toThrow('Message timestamp too old');
  });

  it('keeps one webhook-id across the outbox\'s retries of a message, so a receiver drops a replay by it', async () => {
    const dir = tempDir();
    stops.push(() => dir.remove());
    let clock = Date.now();
    const store = openSqliteStore(join(dir.path, 'folio.db'), { channels: ['webhook'], now: () => clock });
    stops.push(() => store.close());
    const hook = await receiver();
    const outbox = createOutbox({
      deliveries: store.deliveries,
      notifiers: [createWebhookNotifier(`${hook.url}/hook`, { secret: SECRET })],
      now: () => clock,
      backoff: () => 60_000,
      log: () => undefined,
    });
    const id = await store.add({ email: 'ana@example.com', message: 'Is the role still open?', spam: false, client: undefined });
    hook.failNext(1);
    expect(await outbox.runOnce()).toBe(1);
    clock += 61_000;
    expect(await outbox.runOnce()).toBe(1);

    const [failed, retried] = hook.attempts;
    expect(hook.attempts).toHaveLength(2);
    expect(headersOf(retried)['webhook-id']).toBe(headersOf(failed)['webhook-id']);
    expect(headersOf(retried)['webhook-id']).toMatch(new RegExp(`^msg_folio_${id}_\\d+$`, 'u'));
    const receive = standardReceiver(SECRET);
    expect(receive(failed)).toBe('accepted');
    // The retry verifies (signed afresh, at its own time), and the receiver already has it.
    expect(receive(retried)).toBe('replay');
    // The same request captured on the wire and sent again: dropped the same way.
    expect(receive(retried)).toBe('replay');
  });

  it('passes the receiver\'s check exactly as docs/messages.md gives it, which drops the retry by its id', async () => {
    const guide = readFileSync('docs/messages.md', 'utf8');
    const block = /```js\n([\s\S]*?)```/u.exec(guide.slice(guide.indexOf('With the [`standardwebhooks`]')))?.[1];
    if (!block) throw new Error('docs/messages.md has no standardwebhooks check');
    const fromFolio = new Function('Webhook', `${block.replace(/^import .*\n/u, '')}\nreturn fromFolio;`)(Webhook) as (headers: Record<string, string>, body: string, secret: string) => unknown;
    const hook = await receiver();
    const notifier = createWebhookNotifier(`${hook.url}/hook`, { secret: SECRET });
    await notifier.send(notification);
    await notifier.send(notification);
    const [first, again] = hook.received;
    expect(fromFolio(headersOf(first), first?.body ?? '', SECRET)).toMatchObject({ id: 7, message: 'Hello there' });
    expect(fromFolio(headersOf(again), again?.body ?? '', SECRET)).toBeUndefined();
    expect(() => fromFolio(headersOf(first), (first?.body ?? '').replace('Hello', 'Hullo'), SECRET)).toThrow(WebhookVerificationError);
  });

  it('signs with a secret set before whsec_ (any 16 characters), which the library checks in its raw format', async () => {
    const hook = await receiver();
    const secret = 'a-secret-set-before-whsec';
    await createWebhookNotifier(`${hook.url}/hook`, { secret }).send(notification);
    expect(standardReceiver(secret, { format: 'raw' })(hook.received[0])).toBe('accepted');
    expect(standardReceiver('another-secret-entirely', { format: 'raw' })(hook.received[0])).toBe('refused');
  });

  it('sends no signature without a secret, so a receiver that checks can tell', async () => {
    const hook = await receiver();
    await createWebhookNotifier(`${hook.url}/hook`).send(notification);
    expect(headersOf(hook.received[0])['webhook-id']).toBe(webhookId(7, notification.createdAt));
    expect(headersOf(hook.received[0])['webhook-signature']).toBeUndefined();
    expect(standardReceiver(SECRET)(hook.received[0])).toBe('refused');
  });
});
