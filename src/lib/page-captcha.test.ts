// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCaptchaSource, type WidgetApi } from './page-captcha';

type Options = { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void };

/** The form's slot as the page pre-renders it, and a provider's stand-in on `window`. */
function page(provider = 'turnstile') {
  document.body.innerHTML = `<form><div data-captcha-provider="${provider}" data-captcha-sitekey="0x4AAA-site" data-captcha-script="https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"></div></form>`;
  const rendered: { container: HTMLElement; options: Options }[] = [];
  const api: WidgetApi & { resets: number } = {
    resets: 0,
    render(container, options) {
      rendered.push({ container, options: options as Options });
      return 'widget-1';
    },
    reset() {
      api.resets += 1;
    },
  };
  const loadScript = vi.fn(async () => {
    (window as unknown as Record<string, unknown>)[provider] = api;
  });
  return { api, rendered, loadScript, solve: (token: string) => rendered[0]?.options.callback(token) };
}

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'turnstile');
  Reflect.deleteProperty(window, 'hcaptcha');
});

describe('the form\'s captcha', () => {
  it('is none when the page was built without one', () => {
    document.body.innerHTML = '<form></form>';
    expect(createCaptchaSource()).toBeUndefined();
  });

  it('loads the provider\'s script once, draws the widget in the slot with the site key, and sends each token once', async () => {
    const { rendered, loadScript, solve, api } = page();
    const captcha = createCaptchaSource({ loadScript });
    captcha?.prepare();
    captcha?.prepare();
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
    expect(rendered[0]?.container).toBe(document.querySelector('[data-captcha-provider]'));
    expect(rendered[0]?.options.sitekey).toBe('0x4AAA-site');
    solve('token-1');
    expect(await captcha?.take()).toBe('token-1');
    expect(api.resets).toBe(1);
    // The next message waits for the widget's next token, given after the click.
    const next = captcha?.take();
    solve('token-2');
    expect(await next).toBe('token-2');
  });

  it('sends without a token when the check never passes, or the script cannot load', async () => {
    const { loadScript } = page('hcaptcha');
    expect(await createCaptchaSource({ loadScript, waitMs: 50 })?.take()).toBeUndefined();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createCaptchaSource({ loadScript: () => Promise.reject(new Error('blocked')) });
    expect(await broken?.take()).toBeUndefined();
  });
});
