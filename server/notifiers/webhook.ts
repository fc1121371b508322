import type { Notifier } from './notifier';
import { oneLine } from './notifier';

export type WebhookOptions = { timeoutMs?: number };

/**
 * POSTs JSON to the owner's URL. Besides the message fields it carries `text` (Slack, Mattermost
 * and compatible hooks show it) and `content` (Discord's name for it). The visitor's words must
 * not ping a whole channel: `text` escapes &, <, > as Slack requires (so `<!channel>` stays text),
 * and `allowed_mentions` tells Discord to ignore @everyone and friends.
 */
export function createWebhookNotifier(url: string, options: WebhookOptions = {}): Notifier {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    channel: 'webhook',
    async send({ id, email, message, createdAt }) {
      const summary = `New message from ${oneLine(email, 254)}: ${oneLine(message, 300)}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'folio-contact-form' },
        body: JSON.stringify({
          id,
          email,
          message,
          createdAt,
          text: summary.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;'),
          // Discord renders [text](url) as a link showing only the text: escaped, the visitor's words
          // cannot pose as a link to somewhere else.
          content: summary.replace(/[[\]]/gu, '\\$&'),
          allowed_mentions: { parse: [] },
        }),
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
