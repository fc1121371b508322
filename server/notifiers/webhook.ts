import type { Notifier } from './notifier';
import { DIGEST_NOTE } from '../intake/flood-cap';
import { oneLine } from './notifier';

export type WebhookOptions = {
  timeoutMs?: number;
  /** WEBHOOK_SECRET: when set, each request is signed so the receiver can tell it came from here. */
  secret?: string;
  now?: () => number;
};

/**
 * `sha256=` and the hex HMAC-SHA256, keyed with the secret, of `${timestamp}.${body}`: the
 * timestamp is signed with the body, so a captured request cannot be replayed later as new.
 * Web Crypto, so it signs on Workers as on Node.
 */
export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * POSTs JSON to the owner's URL. Besides the message fields it carries `text` (Slack, Mattermost
 * and compatible hooks show it) and `content` (Discord's name for it). The visitor's words must
 * not ping a whole channel: `text` escapes &, <, > as Slack requires (so `<!channel>` stays text),
 * and `allowed_mentions` tells Discord to ignore @everyone and friends.
 */
export function createWebhookNotifier(url: string, options: WebhookOptions = {}): Notifier {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  return {
    channel: 'webhook',
    async send({ id, email, message, createdAt, digest = false }) {
      const summary = `${digest ? `${DIGEST_NOTE} ` : ''}New message from ${oneLine(email, 254)}: ${oneLine(message, 300)}`;
      const body = JSON.stringify({
        id,
        email,
        message,
        createdAt,
        digest,
        text: summary.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;'),
        // Discord renders [text](url) as a link showing only the text: escaped, the visitor's words
        // cannot pose as a link to somewhere else.
        content: summary.replace(/[[\]]/gu, '\\$&'),
        allowed_mentions: { parse: [] },
      });
      // The same id on every attempt at this message, so a receiver can drop a resend it already has.
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': 'folio-contact-form', 'X-Folio-Delivery': `folio-message/${id}/${createdAt}` };
      if (options.secret) {
        const timestamp = Math.floor(now() / 1000);
        headers['X-Folio-Timestamp'] = String(timestamp);
        headers['X-Folio-Signature'] = await webhookSignature(options.secret, timestamp, body);
      }
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect is not followed (it could carry the message elsewhere); its 3xx fails the send. Not
        // 'error', which Workers refuse.
        redirect: 'manual',
      });
      // Read the answer to the end so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
  };
}
