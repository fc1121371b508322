/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the message service lives, e.g. https://api.example.com; defaults to same-origin /api. */
  readonly VITE_API_HOST?: string;
}

interface ImportMetaEnv {
  /** Cloudflare Turnstile or hCaptcha in the form (`turnstile` | `hcaptcha`), with the site key the provider gave. */
  readonly VITE_CAPTCHA_PROVIDER?: string;
  readonly VITE_CAPTCHA_SITE_KEY?: string;
  /** The provider's script from elsewhere (a mirror, a test's stand-in); the provider's own unless set. */
  readonly VITE_CAPTCHA_SCRIPT_URL?: string;
}
