import type { Config } from '../config';
import { createMailApiNotifier } from './mail-api';
import type { Notifier } from './notifier';
import { createWebhookNotifier } from './webhook';

/**
 * The channels the owner configured that speak HTTP (the mail API, the webhook): all a Worker can
 * reach, since it has no SMTP. Kept apart from from-config.ts so the Worker's bundle never takes
 * nodemailer in.
 */
export function httpNotifiersFrom(config: Pick<Config, 'mailApi' | 'webhookUrl' | 'webhookSecret'>): Notifier[] {
  const notifiers: Notifier[] = [];
  if (config.mailApi) notifiers.push(createMailApiNotifier(config.mailApi));
  if (config.webhookUrl) notifiers.push(createWebhookNotifier(config.webhookUrl, config.webhookSecret ? { secret: config.webhookSecret } : {}));
  return notifiers;
}
