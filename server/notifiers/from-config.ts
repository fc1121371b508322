import type { Config } from '../config';
import { createMailApiNotifier } from './mail-api';
import type { Notifier } from './notifier';
import { createSmtpNotifier } from './smtp';
import { createWebhookNotifier } from './webhook';

/** The channels the owner configured; an empty list means messages are only stored. */
export function notifiersFrom(config: Pick<Config, 'smtp' | 'mailApi' | 'webhookUrl' | 'webhookSecret'>): Notifier[] {
  const notifiers: Notifier[] = [];
  if (config.smtp) notifiers.push(createSmtpNotifier(config.smtp));
  if (config.mailApi) notifiers.push(createMailApiNotifier(config.mailApi));
  if (config.webhookUrl) notifiers.push(createWebhookNotifier(config.webhookUrl, config.webhookSecret ? { secret: config.webhookSecret } : {}));
  return notifiers;
}
