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
  /** Turnstile or hCaptcha, when the owner set one up. */
  captcha?: CaptchaCheck | undefined;
  /**
   * The assistants' door (leave_message): closed (ASSISTANT_MESSAGES=off), or open with the proof
   * of work that stands in for the captcha an assistant cannot show (assistant-door.ts). Open with
   * none while a captcha is set, an assistant's message is judged by the captcha, and is spam.
   */
  assistants?: { open: false } | { open: true; captchaStandIn?: ProofOfWork | undefined } | undefined;
};

/** What an assistant's message needs: the door closed, or the proof of work it asks (none when the form asks none either). */
export type AssistantIntake = { open: false } | { open: true; proof: ProofOfWork | undefined };

export type Taken = { kind: 'invalid'; codes: FieldCodes } | { kind: 'stored'; id: number };

export type MessageIntake = {
  /** The form's proof of work, when it is on: the page asks it for challenges. */
  readonly proof: ProofOfWork | undefined;
  /** The assistants' door: message_challenge hands out its proof's challenges, leave_message takes their solutions. */
  readonly assistants: AssistantIntake;
  /** Checks and stores `data` (the form's fields) from `client`; spam is stored too, and answered as anything else. */
  take(c: Context, data: Record<string, unknown>, client: string, channel: MessageChannel): Promise<Taken>;
};

export function messageIntake({ store, onStored, rules, proof, captcha, assistants = { open: true } }: IntakeOptions): MessageIntake {
  const standIn = assistants.open ? assistants.captchaStandIn : undefined;
  const door: AssistantIntake = assistants.open ? { open: true, proof: standIn ?? proof } : { open: false };

  /**
   * Why a valid message is spam, or the proof of work's solution to spend with it: the honeypot
   * (judged on the raw value: whatever a bot typed there, even a number), then the proof of work,
   * the captcha (the one check that costs a request to someone else, so last of the three), then
   * the content rules. Spam gets the same answer as anything else, so a bot learns nothing from it.
   * An assistant's message is judged alike, its door's proof of work in place of the form's and,
   * where one stands in for it, of the captcha (decision 056: no door walks around a check).
   */
  async function judge(data: Record<string, unknown>, message: string, client: string, channel: MessageChannel): Promise<{ reason?: string | undefined; spend?: SpentProof | undefined }> {
    if (isFilled(data[HONEYPOT_FIELD])) return { reason: 'the hidden field was filled in' };
    const assistant = channel === 'assistant';
    const proven = await (assistant && door.open ? door.proof : proof)?.judge(data[PROOF_FIELD]);
    if (proven?.reason !== undefined) return proven;
    const unchecked = assistant && standIn ? undefined : await captcha?.judge(data[CAPTCHA_FIELD], client);
    if (unchecked !== undefined) return { reason: unchecked };
    const verdict = rules?.judge(message, client);
    return verdict?.spam ? { reason: verdict.reason } : { spend: proven?.spend };
  }

  return {
    proof,
    assistants: door,
    async take(c, data, client, channel) {
      // The tools refuse first, with a sentence; this is the intake's own lock on the closed door.
      if (channel === 'assistant' && !door.open) throw new Error('The assistants\' door is closed (ASSISTANT_MESSAGES=off): no message is taken through it.');
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
