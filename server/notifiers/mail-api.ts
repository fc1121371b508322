import type { Notifier } from './notifier';
import { mailSubject, mailText, oneLine, replyAddress } from './notifier';

export type MailApiSettings = { url: string; key: string; to: string; from: string; timeoutMs?: number };

/**
 * E-mail through an HTTP mail API (Resend's `POST /emails`), for runtimes without SMTP sockets
 * (Workers, functions). The mail says what the SMTP one says, and the visitor is the Reply-To.
 * The Idempotency-Key makes a retried send of the same message (a lost answer, a crash between
 * send and record) one mail, not two: Resend keeps the key for 24 hours.
 */
export function createMailApiNotifier(settings: MailApiSettings): Notifier {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    channel: 'email',
    async send(notification) {
      const { id, email, createdAt } = notification;
      const replyTo = replyAddress(email);
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${settings.key}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `folio-message/${id}/${createdAt}`,
          'User-Agent': 'folio-contact-form',
        },
        body: JSON.stringify({
          from: `Portfolio contact form <${settings.from}>`,
          to: [settings.to],
          ...(replyTo ? { reply_to: replyTo } : {}),
          subject: mailSubject(email, notification.digest),
          text: mailText(notification),
        }),
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect is not followed (it could carry the message elsewhere); its 3xx fails the send. Not
        // 'error', which Workers refuse.
        redirect: 'manual',
      });
      const answer = await response.text().catch(() => '');
      if (!response.ok) throw new Error(`the mail API answered HTTP ${response.status}${answer ? `: ${oneLine(answer, 200)}` : ''}`);
    },
  };
}
