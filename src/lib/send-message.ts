import { CAPTCHA_FIELD, PROOF_FIELD } from '../../contract/body-limits';
import { HONEYPOT_FIELD } from '../../contract/limits';
import { parseMessage, textsOf, type FieldErrors } from '../../contract/message';
import { ERROR_CODES, errorTexts, type ErrorCode } from '../../contract/message-errors';
import type { FormWords } from '../../contract/words';
import { createCaptchaSource, type CaptchaSource } from './page-captcha';
import { createProofSource, type ProofSource } from './page-proof';

/** `{host}` from the spec: build-time configuration, same-origin `/api` unless the owner sets one. */
export const API_HOST: string = import.meta.env.VITE_API_HOST || '/api';
export const MESSAGE_ENDPOINT = `${API_HOST.replace(/\/+$/u, '')}/v1`;

export type MessageDraft = { email: string; message: string; honeypot?: string };

export type SendOutcome =
  | { kind: 'invalid'; fields: FieldErrors }
  | { kind: 'success' }
  | { kind: 'failure'; fields: FieldErrors }
  | { kind: 'error'; error: unknown };

type Options = {
  endpoint?: string;
  fetchImpl?: typeof fetch;
  /**
   * The page's words and language, which word each problem (errorTexts). Worded here, in the
   * chunk that loads on first use, so the page's first script carries none of it.
   */
  words: FormWords;
  lang: string;
  /** Where the proof of work comes from; the page's own (one per page) unless a test gives one. */
  proof?: ProofSource;
  /** The form's Turnstile or hCaptcha, if the page was built with one; the page's own unless a test gives one. */
  captcha?: CaptchaSource | undefined;
};

/** The page's proof of work and captcha: started when the visitor starts to write (prepareProof), spent by each send. */
const pageProof = createProofSource();
const pageCaptcha = typeof document === 'undefined' ? undefined : createCaptchaSource();
export const prepareProof = (): void => {
  pageProof.prepare();
  pageCaptcha?.prepare();
};

/**
 * Checks the draft with the shared schema and sends it. Nothing is sent while a field is wrong;
 * the service checks the same schema again, and its field errors come back as `failure.fields`.
 */
export async function sendMessage(draft: MessageDraft, options: Options): Promise<SendOutcome> {
  const texts = errorTexts(options.words, options.lang);
  const parsed = parseMessage({ email: draft.email, message: draft.message });
  if (!parsed.ok) return { kind: 'invalid', fields: textsOf(parsed.codes, texts) };

  const body: Record<string, string> = { email: parsed.value.email, message: parsed.value.message };
  if (draft.honeypot) body[HONEYPOT_FIELD] = draft.honeypot;

  try {
    // Usually solved long before the click; otherwise "Sending…" is already showing meanwhile.
    const captcha = 'captcha' in options ? options.captcha : pageCaptcha;
    const [solution, token] = await Promise.all([(options.proof ?? pageProof).take(), captcha?.take()]);
    if (solution !== undefined) body[PROOF_FIELD] = solution;
    if (token !== undefined) body[CAPTCHA_FIELD] = token;
    const response = await (options.fetchImpl ?? fetch)(options.endpoint ?? MESSAGE_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { kind: 'success' };
    return { kind: 'failure', fields: await fieldErrorsOf(response, texts) };
  } catch (error) {
    return { kind: 'error', error };
  }
}

/** The service's field problems: by code in the page's words, else in the service's own text. */
async function fieldErrorsOf(response: Response, texts: Record<ErrorCode, string>): Promise<FieldErrors> {
  try {
    const data = (await response.json()) as { fields?: unknown; codes?: unknown } | null;
    const result: FieldErrors = {};
    for (const field of ['email', 'message'] as const) {
      const code = valueOf(data?.codes, field);
      const text = valueOf(data?.fields, field);
      if (isErrorCode(code)) result[field] = texts[code];
      else if (text !== undefined) result[field] = text;
    }
    return result;
  } catch {
    return {};
  }
}

function valueOf(record: unknown, key: string): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

function isErrorCode(value: string | undefined): value is ErrorCode {
  return (ERROR_CODES as readonly (string | undefined)[]).includes(value);
}
