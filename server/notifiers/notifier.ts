/** What a notification says about one stored message. */
export type Notification = {
  id: number;
  email: string;
  message: string;
  /** ISO-8601 UTC */
  createdAt: string;
};

/**
 * One way of telling the owner about a message. `send` resolves once the other side has accepted
 * it and rejects otherwise; the outbox retries rejected sends later.
 */
export type Notifier = {
  /** Stored with each outbox row, so it must stay stable across releases. */
  readonly channel: string;
  send(notification: Notification): Promise<void>;
  close?(): void;
};

/** Control and line-break characters, which have no place in a one-line summary or a header. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

export function oneLine(text: string, maxLength: number): string {
  const flat = text.replace(BREAKS, ' ').replace(/\s+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : flat;
}
