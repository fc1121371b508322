import type { Context } from 'hono';
import type { MessageChannel } from '../../contract/assistants';
import { CAPTCHA_FIELD, PROOF_FIELD } from '../../contract/body-limits';
import { HONEYPOT_FIELD } from '../../contract/limits';
import { parseMessage, type FieldCodes } from '../../contract/message';
import type { CaptchaCheck } from './captcha';
import type { NewMessage } from './new-message';
import type { ProofOfWork, SpentProof } from './proof-of-work';
import type { ContentRules } from './spam-rules';

/**
 * One intake for every way a message arrives (the page's form at /api/v1, an assistant's
 * leave_message over MCP): the same checks of the fields, the same spam rules, the same proof of
 * work, the same store, so no door is cheaper to abuse than another. The rate limit and the body's
 * size are the door's, counted before the body is read.
 */
export type IntakeOptions = {
  store: { add(message: NewMessage): Promise<number> };
  /** Called after a message that needs notifying has committed (kicks the outbox). */
  onStored?: ((c: Context) => void) | undefined;
  /** The content rules after the honeypot and the proof; a message they catch is stored as spam. */
  rules?: ContentRules | undefined;
  /** The proof of work; omitted when PROOF_OF_WORK is 0. */
  proof?: ProofOfWork | undefined;
  /** Turnstile or hCaptcha, when the owner set one up: the form's only (an assistant has no widget to show). */
  captcha?: CaptchaCheck | undefined;
};

export type Taken = { kind: 'invalid'; codes: FieldCodes } | { kind: 'stored'; id: number };

export type MessageIntake = {
  /** The proof of work, when it is on: the form and the assistants' tool ask it for challenges. */
  readonly proof: ProofOfWork | undefined;
  /** Checks and stores `data` (the form's fields) from `client`; spam is stored too, and answered as anything else. */
  take(c: Context, data: Record<string, unknown>, client: string, channel: MessageChannel): Promise<Taken>;
};

export function messageIntake({ store, onStored, rules, proof, captcha }: IntakeOptions): MessageIntake {
  /**
   * Why a valid message is spam, or the proof of work's solution to spend with it: the honeypot
   * (judged on the raw value: whatever a bot typed there, even a number), then the proof of work,
   * the captcha (the one check that costs a request to someone else, so last of the three), then
   * the content rules. Spam gets the same answer as anything else, so a bot learns nothing from it.
   */
  async function judge(data: Record<string, unknown>, message: string, client: string, channel: MessageChannel): Promise<{ reason?: string | undefined; spend?: SpentProof | undefined }> {
    if (isFilled(data[HONEYPOT_FIELD])) return { reason: 'the hidden field was filled in' };
    const proven = await proof?.judge(data[PROOF_FIELD]);
    if (proven?.reason !== undefined) return proven;
    const unchecked = channel === 'form' ? await captcha?.judge(data[CAPTCHA_FIELD], client) : undefined;
    if (unchecked !== undefined) return { reason: unchecked };
    const verdict = rules?.judge(message, client);
    return verdict?.spam ? { reason: verdict.reason } : { spend: proven?.spend };
  }

  return {
    proof,
    async take(c, data, client, channel) {
      const parsed = parseMessage(data);
      if (!parsed.ok) return { kind: 'invalid', codes: parsed.codes };
      const { email, message } = parsed.value;
      const { reason, spend } = await judge(data, message, client, channel);
      const spam = reason !== undefined;
      // A solution the store finds spent already makes the message spam there, in the same transaction.
      const id = await store.add({ email, message, spam, client, reason, proof: spend, channel });
      if (!spam) onStored?.(c);
      return { kind: 'stored', id };
    },
  };
}

function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false;
}
