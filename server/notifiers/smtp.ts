import nodemailer from 'nodemailer';
import type { Notifier } from './notifier';
import { mailSubject, mailText, replyAddress } from './notifier';

export type SmtpSettings = {
  /** smtp://user:password@host:587 or smtps://…:465 */
  url: string;
  to: string;
  from: string;
};

/** E-mail to the owner; answering the mail answers the visitor, who is the Reply-To. */
export function createSmtpNotifier(settings: SmtpSettings): Notifier {
  // Short timeouts: a hung server must fail the attempt so the outbox can retry, not block it.
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    channel: 'email',
    async send(notification) {
      const replyTo = replyAddress(notification.email);
      await transport.sendMail({
        from: { name: 'Portfolio contact form', address: settings.from },
        to: settings.to,
        // An address object, not a string: nodemailer then encodes it instead of parsing it, so
        // the visitor's text can never become a second address or header (the contract also
        // refuses whitespace, and with it CR and LF).
        ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
        subject: mailSubject(notification.email, notification.digest),
        text: mailText(notification),
      });
    },
    close() {
      transport.close();
    },
  };
}
