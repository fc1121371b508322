// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function slotWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { CaptchaSlot } = await import('./captcha-slot');
  return render(<CaptchaSlot />).container.firstElementChild;
}

describe('CaptchaSlot', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('is nothing without a provider and a site key', async () => {
    expect(await slotWith({})).toBeNull();
    expect(await slotWith({ VITE_CAPTCHA_PROVIDER: 'turnstile' })).toBeNull();
    expect(await slotWith({ VITE_CAPTCHA_PROVIDER: 'recaptcha', VITE_CAPTCHA_SITE_KEY: 'k' })).toBeNull();
  });

  it('reserves the widget\'s height and names its provider, site key and any script of the owner\'s', async () => {
    const turnstile = await slotWith({ VITE_CAPTCHA_PROVIDER: 'turnstile', VITE_CAPTCHA_SITE_KEY: '0x4AAA' });
    expect(turnstile).toHaveAttribute('data-captcha-sitekey', '0x4AAA');
    // The provider's own script is the chunk's to know: the attribute only names another one.
    expect(turnstile).not.toHaveAttribute('data-captcha-script');
    expect(turnstile).toHaveClass('min-h-[65px]');
    const hcaptcha = await slotWith({ VITE_CAPTCHA_PROVIDER: 'hcaptcha', VITE_CAPTCHA_SITE_KEY: 'k', VITE_CAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4999/h.js' });
    expect(hcaptcha).toHaveAttribute('data-captcha-script', 'http://127.0.0.1:4999/h.js');
    expect(hcaptcha).toHaveClass('min-h-[78px]');
  });
});
