import { CAPTCHA_PROVIDERS } from '../../contract/captcha';
import { CAPTCHA_SLOT, isCaptchaProvider } from '../../contract/captcha-slot';

/** The part of Turnstile's and hCaptcha's script API the page uses: the two agree on it. */
export type WidgetApi = {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  reset(widget?: string | number): void;
};

export type CaptchaSource = {
  /** Loads the provider's script and draws its widget in the form's slot, once. */
  prepare(): void;
  /**
   * The widget's token for one message, waiting for the visitor to pass the check for at most
   * `TOKEN_WAIT_MS`; undefined past that, or when the script cannot load (the message then goes
   * without one, and the service keeps it for the owner, as spam). The widget resets after each
   * take: a token is good for one message.
   */
  take(): Promise<string | undefined>;
};

/** How long a send waits for the check: an interactive one needs the visitor's click. */
export const TOKEN_WAIT_MS = 30_000;

type Options = {
  doc?: Document;
  /** Loads the script at `src` (a test's stand-in); the page's own adds a script element. */
  loadScript?: (src: string) => Promise<void>;
  waitMs?: number;
};

function addScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The captcha script did not load: ${src}`));
    doc.head.append(script);
  });
}

/** The form's captcha, when the page was built with one (the slot is in the page); undefined otherwise. */
export function createCaptchaSource(options: Options = {}): CaptchaSource | undefined {
  const doc = options.doc ?? document;
  const slot = doc.querySelector<HTMLElement>(`[${CAPTCHA_SLOT.provider}]`);
  const provider = slot?.getAttribute(CAPTCHA_SLOT.provider);
  const siteKey = slot?.getAttribute(CAPTCHA_SLOT.siteKey);
  if (!slot || !isCaptchaProvider(provider) || !siteKey) return undefined;
  const facts = CAPTCHA_PROVIDERS[provider];
  const src = slot.getAttribute(CAPTCHA_SLOT.script) ?? facts.script;
  const load = options.loadScript ?? ((url: string) => addScript(doc, url));

  let token: string | undefined;
  let waiting: ((value: string | undefined) => void)[] = [];
  const settle = (value: string | undefined) => {
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve(value);
  };

  let ready: Promise<{ api: WidgetApi; widget: string | number } | undefined> | undefined;
  const start = () =>
    (ready ??= load(src)
      .then(() => {
        const api = (doc.defaultView as unknown as Record<string, WidgetApi | undefined> | null)?.[facts.global];
        if (!api) throw new Error(`The captcha script loaded but defined no ${facts.global}.`);
        const widget = api.render(slot, {
          sitekey: siteKey,
          callback: (value: string) => {
            token = value;
            settle(value);
          },
          'expired-callback': () => {
            token = undefined;
          },
          // Reported, not retried here: the provider's widget shows its own message and retry.
          'error-callback': () => {
            token = undefined;
          },
        });
        return { api, widget };
      })
      .catch((error: unknown) => {
        console.error(error);
        settle(undefined);
        return undefined;
      }));

  return {
    prepare: () => void start(),
    async take() {
      const loaded = await start();
      if (!loaded) return undefined;
      const value =
        token ??
        (await new Promise<string | undefined>((resolve) => {
          waiting.push(resolve);
          setTimeout(() => resolve(undefined), options.waitMs ?? TOKEN_WAIT_MS);
        }));
      token = undefined;
      loaded.api.reset(loaded.widget);
      return value;
    },
  };
}
