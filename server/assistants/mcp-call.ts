import type { MessageChannel } from '../../contract/assistants';
import type { Taken } from '../intake/message-intake';
import type { LiveToken } from '../owner/auth/assistant-tokens';

/** One POST to the MCP endpoint, as its tools need it: the server answering it is shared (server-hub.ts). */
export type McpCall = {
  /** The address the form's limits and the sign-in activity count. */
  client: string;
  /** The intake's take, bound to the request (the outbox's kick needs it). */
  take: (data: Record<string, unknown>, client: string, channel: MessageChannel) => Promise<Taken>;
  /** The owner's token it came with, if any; the owner's tools are only on the server of those that did. */
  token?: LiveToken | undefined;
  /** Wakes the outbox after a release. */
  kick?: (() => void) | undefined;
};
