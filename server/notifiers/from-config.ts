import type { Config } from '../config';
import { httpNotifiersFrom } from './http-from-config';
import type { Notifier } from './notifier';
import { createSmtpNotifier } from './smtp';

/** The channels the owner configured; an empty list means messages are only stored. */
export function notifiersFrom(config: Pick<Config, 'smtp' | 'mailApi' | 'webhookUrl' | 'webhookSecret'>): Notifier[] {
  return [...(config.smtp ? [createSmtpNotifier(config.smtp)] : []), ...httpNotifiersFrom(config)];
}
