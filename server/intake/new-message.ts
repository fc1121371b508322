import type { MessageChannel } from '../../contract/assistants';
import type { SpentProof } from './proof-of-work';

/** A message as the intake hands it to a store (stores/message-store.ts): checked, judged, and how it came. */
export type NewMessage = {
  email: string;
  message: string;
  spam: boolean;
  client: string | undefined;
  /** Why it is spam (the honeypot, a content rule), shown to the owner; ignored for a message that is not. */
  reason?: string | undefined;
  /**
   * Its proof of work's solution, recorded as spent in the transaction that stores the message; one
   * recorded already makes the message spam (PROOF_REASONS.reused). Ignored for spam.
   */
  proof?: SpentProof | undefined;
  /** How it came: the page's form (the default) or an assistant through the MCP endpoint. */
  channel?: MessageChannel | undefined;
};
