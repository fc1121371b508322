/**
 * The captcha's slot in the pre-rendered page, as the page, its form's chunk and the CSP read it.
 * Apart from captcha.ts so that the page's first script carries these names and nothing more.
 */

export type CaptchaProvider = 'turnstile' | 'hcaptcha';

export const isCaptchaProvider = (value: unknown): value is CaptchaProvider => value === 'turnstile' || value === 'hcaptcha';

/**
 * The slot's attributes: the widget's provider and site key, and its script when it is not the
 * provider's own (CAPTCHA_PROVIDERS in captcha.ts).
 */
export const CAPTCHA_SLOT = { provider: 'data-captcha-provider', siteKey: 'data-captcha-sitekey', script: 'data-captcha-script' } as const;
