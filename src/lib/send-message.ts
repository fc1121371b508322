import { HONEYPOT_FIELD } from '../../contract/limits';
import { parseMessage, type FieldErrors } from '../../contract/message';

/** `{host}` from the spec: build-time configuration, same-origin `/api` unless the owner sets one. */
export const API_HOST: string = import.meta.env.VITE_API_HOST || '/api';
export const MESSAGE_ENDPOINT = `${API_HOST.replace(/\/+$/u, '')}/v1`;

export type MessageDraft = { email: string; message: string; honeypot?: string };

export type SendOutcome =
  | { kind: 'invalid'; fields: FieldErrors }
  | { kind: 'success' }
  | { kind: 'failure'; fields: FieldErrors }
  | { kind: 'error'; error: unknown };

type Options = { endpoint?: string; fetchImpl?: typeof fetch };

/**
 * Checks the draft with the shared schema and sends it. Nothing is sent while a field is wrong;
 * the service checks the same schema again, and its field errors come back as `failure.fields`.
 */
export async function sendMessage(draft: MessageDraft, options: Options = {}): Promise<SendOutcome> {
  const parsed = parseMessage({ email: draft.email, message: draft.message });
  if (!parsed.ok) return { kind: 'invalid', fields: parsed.fields };

  const body: Record<string, string> = { email: parsed.value.email, message: parsed.value.message };
  if (draft.honeypot) body[HONEYPOT_FIELD] = draft.honeypot;

  try {
    const response = await (options.fetchImpl ?? fetch)(options.endpoint ?? MESSAGE_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { kind: 'success' };
    return { kind: 'failure', fields: await fieldErrorsOf(response) };
  } catch (error) {
    return { kind: 'error', error };
  }
}

async function fieldErrorsOf(response: Response): Promise<FieldErrors> {
  try {
    const data: unknown = await response.json();
    const fields = (data as { fields?: unknown } | null)?.fields;
    if (typeof fields !== 'object' || fields === null) return {};
    const { email, message } = fields as Record<string, unknown>;
    return {
      ...(typeof email === 'string' ? { email } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    };
  } catch {
    return {};
  }
}
