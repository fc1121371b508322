/**
 * The optional third-party check (Cloudflare Turnstile or hCaptcha) the page and the service
 * agree on. The owner sets the site key when building the page (VITE_CAPTCHA_PROVIDER,
 * VITE_CAPTCHA_SITE_KEY) and the secret where the service runs (CAPTCHA_PROVIDER, CAPTCHA_SECRET).
 * The body field and its size are in body-limits.ts (CAPTCHA_FIELD); the slot's names in captcha-slot.ts.
 */

import type { CaptchaProvider } from './captcha-slot';

export type { CaptchaProvider } from './captcha-slot';

export type ProviderFacts = {
  /** The script, in explicit-render mode: the page renders the widget into its own slot. */
  script: string;
  /** The object the script defines, with render/reset/remove. */
  global: string;
  /** The siteverify endpoint the service asks. */
  verify: string;
  /** What the page's Content-Security-Policy must allow for its script, frames and requests. */
  sources: readonly string[];
};

export const CAPTCHA_PROVIDERS: Record<CaptchaProvider, ProviderFacts> = {
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    verify: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    sources: ['https://challenges.cloudflare.com'],
  },
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
    global: 'hcaptcha',
    verify: 'https://api.hcaptcha.com/siteverify',
    sources: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
};
