import { type CaptchaProvider } from '../../contract/captcha';
import { CAPTCHA_MAX_BYTES } from '../../contract/body-limits';

export type CaptchaSettings = { provider: CaptchaProvider; secret: string; verifyUrl: string };

export type CaptchaCheck = {
  /** Why a message's captcha token does not let it through (it is then stored as spam), or undefined if it does. */
  judge(token: unknown, client: string): Promise<string | undefined>;
};

/** The provider takes a second or two at worst; past this the message is kept, as spam, for the owner. */
const VERIFY_TIMEOUT_MS = 10_000;

const NAMES: Record<CaptchaProvider, string> = { turnstile: 'Turnstile', hcaptcha: 'hCaptcha' };

/**
 * Asks the provider's siteverify endpoint (Turnstile's and hCaptcha's take the same form: secret,
 * response, remoteip; and answer `{"success": …, "error-codes": […]}`) about each message's token.
 * A token that fails, or one the provider could not be asked about, leaves the message stored as
 * spam with the reason, like the proof of work: the owner can still release it.
 */
export function captchaCheck(settings: CaptchaSettings, fetchImpl: typeof fetch = fetch): CaptchaCheck {
  const name = NAMES[settings.provider];
  return {
    async judge(token, client) {
      if (typeof token !== 'string' || token === '') return `no ${name} answer`;
      if (token.length > CAPTCHA_MAX_BYTES) return `a ${name} answer that is not one`;
      const form = new URLSearchParams({ secret: settings.secret, response: token });
      // Optional for both providers; an IPv6 client is known here only by its /64, which is not an address.
      if (client !== 'unknown' && !client.includes('/')) form.set('remoteip', client);
      let result: { success?: unknown; 'error-codes'?: unknown };
      try {
        const response = await fetchImpl(settings.verifyUrl, { method: 'POST', body: form, redirect: 'manual', signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
        if (!response.ok) return `${name} could not be asked (HTTP ${response.status})`;
        result = (await response.json()) as typeof result;
      } catch (error) {
        return `${name} could not be asked (${error instanceof Error ? error.message : String(error)})`;
      }
      if (result.success === true) return undefined;
      const codes = Array.isArray(result['error-codes']) ? result['error-codes'].filter((code) => typeof code === 'string').join(', ') : '';
      return `${name} refused it${codes ? ` (${codes})` : ''}`;
    },
  };
}
