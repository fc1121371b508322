import { CAPTCHA_SLOT, isCaptchaProvider } from '../../../contract/captcha-slot';

const provider = import.meta.env.VITE_CAPTCHA_PROVIDER;
const siteKey = import.meta.env.VITE_CAPTCHA_SITE_KEY;
const script = import.meta.env.VITE_CAPTCHA_SCRIPT_URL;

/**
 * Where Turnstile or hCaptcha draws its widget, when the owner built the page with one. Pre-rendered
 * at the widget's own height, so nothing moves when it appears; the widget itself is loaded with the
 * form's chunk (page-captcha.ts). The attributes also tell the CSP which provider to allow. The
 * provider's own script URL is left to the chunk and the CSP (captcha.ts), out of the first script.
 */
export function CaptchaSlot() {
  // The site key first: unset (the usual case) it is a constant, and the build drops the rest.
  if (!siteKey || !isCaptchaProvider(provider)) return null;
  const attributes = { [CAPTCHA_SLOT.provider]: provider, [CAPTCHA_SLOT.siteKey]: siteKey, ...(script ? { [CAPTCHA_SLOT.script]: script } : {}) };
  // Turnstile's widget is 65 px tall, hCaptcha's 78.
  return <div {...attributes} className={provider === 'turnstile' ? 'min-h-[65px]' : 'min-h-[78px]'} />;
}
