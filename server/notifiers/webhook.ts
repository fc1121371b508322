import type { Notifier } from './notifier';
import { DIGEST_NOTE } from './digest-text';
import { heldLines, oneLine } from './notifier';

export type WebhookOptions = {
  timeoutMs?: number;
  /**
   * WEBHOOK_SECRET: when set, each request is signed so the receiver can tell it came from here:
   * as Standard Webhooks signs (`whsec_…`, or any other secret's own bytes), and as folio did before.
   */
  secret?: string;
  now?: () => number;
};

/** Standard Webhooks' prefix for a secret given as base64. */
export const WHSEC_PREFIX = 'whsec_';

/**
 * The key Standard Webhooks signs with: the bytes a `whsec_<base64>` secret encodes (what the
 * `standardwebhooks` libraries take as they are), else the secret's own bytes as written (what
 * they take with `{ format: 'raw' }`), so a secret set before this still signs.
 */
export function signingKey(secret: string): Uint8Array<ArrayBuffer> {
  if (secret.startsWith(WHSEC_PREFIX)) return Uint8Array.from(atob(secret.slice(WHSEC_PREFIX.length)), (c) => c.charCodeAt(0));
  return new TextEncoder().encode(secret);
}

async function hmacSha256(key: Uint8Array<ArrayBuffer>, text: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(text)));
}

/**
 * The `webhook-id` of a message's notification (https://www.standardwebhooks.com): the same on
 * every attempt the outbox makes, so a receiver drops a resend it already has. The time the
 * message was stored is in it, so a database started afresh, whose ids begin at 1 again, never
 * repeats one.
 */
export function webhookId(messageId: number, createdAt: string): string {
  return `msg_folio_${messageId}_${Date.parse(createdAt)}`;
}

/**
 * `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`. The
 * timestamp is signed with the body, so a captured request cannot be replayed later as new, and
 * the id, so it cannot be passed off as another message's. Web Crypto, so it signs on Workers too.
 */
export async function standardSignature(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const mac = await hmacSha256(signingKey(secret), `${id}.${timestamp}.${body}`);
  return `v1,${btoa(String.fromCharCode(...mac))}`;
}

/**
 * `X-Folio-Signature`, which docs/messages.md promised before Standard Webhooks: `sha256=` and
 * the hex HMAC-SHA256, keyed with the secret as written, of `${timestamp}.${body}`. Still sent, so
 * a receiver written to it keeps working.
 */
export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const mac = await hmacSha256(new TextEncoder().encode(secret), `${timestamp}.${body}`);
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
    async send({ id, email, message, createdAt, digest = false, held }) {
      // A digest names what is held, a line each (chat shows line breaks), the first ten at most.
      const named = held ? `\nHeld (${held.total}):\n${heldLines({ ...held, messages: held.messages.slice(0, 10) }, 80).join('\n')}\n` : '';
      const summary = digest ? `${DIGEST_NOTE}${named}` : `New message from ${oneLine(email, 254)}: ${oneLine(message, 300)}`;
      const body = JSON.stringify({
        id,
        email,
        message,
        createdAt,
        digest,
        ...(held ? { held: held.messages, heldTotal: held.total } : {}),
        text: summary.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;'),
        // Discord renders [text](url) as a link showing only the text: escaped, the visitor's words
        // cannot pose as a link to somewhere else.
        content: summary.replace(/[[\]]/gu, '\\$&'),
        allowed_mentions: { parse: [] },
      });
      // The same id on every attempt at this message, so a receiver can drop a resend it already has.
      const messageId = webhookId(id, createdAt);
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'User-Agent': 'folio-contact-form',
        'webhook-id': messageId,
        'X-Folio-Delivery': `folio-message/${id}/${createdAt}`,
      };
      if (options.secret) {
        // The time of this attempt, not of the message: a retry an hour later is not refused as stale.
        const timestamp = Math.floor(now() / 1000);
        headers['webhook-timestamp'] = String(timestamp);
        headers['webhook-signature'] = await standardSignature(options.secret, messageId, timestamp, body);
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
