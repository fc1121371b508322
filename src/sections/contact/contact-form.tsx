import { HONEYPOT_FIELD } from '../../../contract/limits';
import { fill, type FormWords } from '../../../contract/words';
import { Icon } from '../../ui/icon';
import { useHydrated } from '../../ui/use-hydrated';
import { useText } from '../../ui/fallback-text';
import { CaptchaSlot } from './captcha-slot';
import { useContactForm, type FormStatus } from './use-contact-form';

const input =
  'mt-2 block w-full rounded-xl border bg-bg px-4 py-3 text-base text-text shadow-sm transition ' +
  'focus:border-accent ' +
  'aria-[invalid=true]:border-danger';

/**
 * `lang`: the page's language, for the numbers in its error texts; `email`: the owner's, offered
 * when sending fails, if the owner gives one (the form itself never needs it: the service delivers).
 */
type ContactFormProps = { words: FormWords; lang: string; email?: string | undefined };

export function ContactForm({ words, lang, email }: ContactFormProps) {
  const { values, errors, status, emailRef, messageRef, setValue, submit, prefetch } = useContactForm(words, lang);
  const sending = status.kind === 'sending';
  const hydrated = useHydrated();
  const t = useText();

  return (
    <form
      data-screen-only
      noValidate
      onSubmit={submit}
      onFocus={prefetch}
      aria-labelledby="contact-form-title"
      className="rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-8"
    >
      <h3 id="contact-form-title" className="text-xl font-semibold text-text">
        {t(words.title)}
      </h3>
      <p className="mt-1 text-sm text-muted">{t(words.requiredNote)}</p>
      <noscript>
        <p className="mt-3 text-sm text-muted">{t(words.noScript)}</p>
      </noscript>

      <div className="mt-6">
        <label htmlFor="contact-email" className="text-sm font-semibold text-text">
          {t(words.emailLabel)} <span aria-hidden="true" className="text-danger">*</span>
        </label>
        <input
          ref={emailRef}
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          // An address is written left to right on any page; on a right-to-left one it keeps to the right.
          dir="ltr"
          required
          placeholder={words.emailPlaceholder}
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
          aria-invalid={errors.email !== undefined}
          aria-describedby={errors.email !== undefined ? 'contact-email-error' : undefined}
          className={`${input} rtl:text-right ${errors.email !== undefined ? 'border-danger' : 'border-border'}`}
        />
        <FieldError id="contact-email-error" text={errors.email} />
      </div>

      <div className="mt-5">
        <label htmlFor="contact-message" className="text-sm font-semibold text-text">
          {t(words.messageLabel)} <span aria-hidden="true" className="text-danger">*</span>
        </label>
        <textarea
          ref={messageRef}
          id="contact-message"
          name="message"
          rows={6}
          // A message may be in any language: each paragraph runs the way its first letter does.
          dir="auto"
          required
          placeholder={words.messagePlaceholder}
          value={values.message}
          onChange={(event) => setValue('message', event.target.value)}
          aria-invalid={errors.message !== undefined}
          aria-describedby={errors.message !== undefined ? 'contact-message-error' : undefined}
          className={`${input} resize-y ${errors.message !== undefined ? 'border-danger' : 'border-border'}`}
        />
        <FieldError id="contact-message-error" text={errors.message} />
      </div>

      {/* People never see this field; bots that fill every field do, and the service files them as spam. */}
      <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(event) => setValue('honeypot', event.target.value)}
        />
      </div>

      <div className="mt-6 flex flex-col gap-4 sm:items-start">
        {/* A constant when the page is built: without a captcha the slot is not even in the script. */}
        {import.meta.env.VITE_CAPTCHA_SITE_KEY ? <CaptchaSlot /> : null}
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. The hook
            ignores submits while one is in flight, and the form is inert until hydrated. */}
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={sending || undefined}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-7 font-semibold text-accent-contrast shadow-card transition motion-reduce:transition-none motion-safe:hover:not-aria-disabled:-translate-y-0.5 hover:bg-accent-hover hover:shadow-lift aria-disabled:cursor-wait aria-disabled:opacity-70 disabled:cursor-not-allowed"
        >
          {t(sending ? words.sending : words.send)}
        </button>
        <FormResult status={status} words={words} email={email} onRetry={() => void submit()} />
      </div>
    </form>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  const t = useText();
  if (text === undefined) return null;
  return (
    <p id={id} className="mt-2 flex items-center gap-2 text-sm font-medium text-danger">
      <Icon name="alert" className="size-4 shrink-0" />
      {t(text)}
    </p>
  );
}

/**
 * Always in the page, so screen readers announce each new result the moment it appears. When
 * sending failed (no service behind a static host, a server error, no network), the owner's
 * address follows in the same result: the visitor is not left with nowhere to write.
 */
function FormResult({ status, words, email, onRetry }: { status: FormStatus; words: FormWords; email: string | undefined; onRetry: () => void }) {
  const t = useText();
  const tone = status.kind === 'success' ? 'text-success' : 'text-danger';
  const offerEmail = status.kind === 'error' || (status.kind === 'failure' && !status.fieldErrors);
  return (
    <div role="status" aria-live="polite" className={`text-sm font-medium ${tone}`}>
      {status.kind === 'success' && <ResultLine icon="check" text={words.success} />}
      {status.kind === 'failure' && <ResultLine icon="alert" text={words.failure} />}
      {status.kind === 'error' && <ResultLine icon="alert" text={words.error} />}
      {/* No address from the owner, none to offer: the failure line says what happened. */}
      {offerEmail && email !== undefined && <WriteInstead template={words.writeInstead} email={email} />}
      {status.kind === 'chunk-error' && (
        <span className="flex flex-wrap items-center gap-2">
          <span className="whitespace-pre-line">{`${fill(words.chunkFailed, { id: status.error.chunkId })}\n(${status.error.type}: ${status.error.source})`}</span>
          <button type="button" onClick={onRetry} className="font-semibold text-accent underline underline-offset-4">
            {t(words.tryAgain)}
          </button>
        </span>
      )}
    </div>
  );
}

function ResultLine({ icon, text }: { icon: 'check' | 'alert'; text: string }) {
  const t = useText();
  return (
    <span className="flex items-center gap-2">
      <Icon name={icon} className="size-4 shrink-0" />
      {t(text)}
    </span>
  );
}

/** The text around `{email}`, with the address as a mailto: link where the placeholder is. */
function WriteInstead({ template, email }: { template: string; email: string }) {
  const t = useText();
  const [before, ...after] = template.split('{email}');
  const link = (
    <a href={`mailto:${email}`} dir="ltr" className="font-semibold text-accent underline underline-offset-4">
      {email}
    </a>
  );
  return (
    <span className="mt-1 block text-text">
      {t(
        template,
        <>
          {before}
          {after.length > 0 ? (
            <>
              {link}
              {after.join('{email}')}
            </>
          ) : (
            <> {link}</>
          )}
        </>,
      )}
    </span>
  );
}
