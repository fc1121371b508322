import { useCallback, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors } from '../../../contract/message';
import type { FormWords } from '../../../contract/words';
import { afterNextPaint } from '../../lib/after-next-paint';
import { FORM_SENT_EVENT } from '../../lib/beacon-events';
import { ChunkLoadError, loadChunk } from '../../lib/load-chunk';
import type { MessageDraft, SendOutcome } from '../../lib/send-message';

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  /** `fieldErrors`: the service refused a field; otherwise it failed, and e-mail is the way left. */
  | { kind: 'failure'; fieldErrors: boolean }
  | { kind: 'error' }
  | { kind: 'chunk-error'; error: ChunkLoadError };

type Sender = typeof import('../../lib/send-message');

const EMPTY: Required<MessageDraft> = { email: '', message: '', honeypot: '' };

/**
 * What the visitor typed into the pre-rendered fields before the script arrived (on a slow phone,
 * a second or more): the values the hook starts from, so hydration keeps them instead of emptying
 * the fields. Nothing on the server, where there is no page yet.
 */
function typedBeforeHydration(): Required<MessageDraft> {
  if (typeof document === 'undefined') return EMPTY;
  const valueOf = (id: string) => (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
  return { email: valueOf('contact-email'), message: valueOf('contact-message'), honeypot: valueOf('contact-website') };
}

// The schema and sender are not needed to paint the page, so they load on first use.
let sender: Promise<Sender> | undefined;
export function loadSender(): Promise<Sender> {
  sender ??= loadChunk('send-message', () => import('../../lib/send-message')).catch((error: unknown) => {
    sender = undefined; // so "Try again" really tries again
    throw error;
  });
  return sender;
}

/** `words` and `lang` word the field problems, in the page's language and number format. */
export function useContactForm(words: FormWords, lang: string) {
  const [values, setValues] = useState(typedBeforeHydration);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const prefetch = useCallback(() => {
    // The sender, and the proof of work it solves in the background while the visitor writes.
    // A failure to load shows up, with a retry, when they press Send.
    loadSender().then(({ prepareProof }) => prepareProof(), () => undefined);
  }, []);

  const setValue = useCallback(
    (field: keyof MessageDraft, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (field !== 'honeypot') setErrors((current) => ({ ...current, [field]: undefined }));
      // After a message has gone its proof is spent: writing the next one starts the next proof.
      prefetch();
    },
    [prefetch],
  );

  const apply = useCallback((outcome: SendOutcome) => {
    switch (outcome.kind) {
      case 'invalid': {
        // Rendered before the focus moves, so the field is announced with its error attached.
        flushSync(() => {
          setErrors(outcome.fields);
          setStatus({ kind: 'idle' });
        });
        (outcome.fields.email !== undefined ? emailRef : messageRef).current?.focus();
        return;
      }
      case 'success':
        // For the insights' beacon, which counts the form sent (lib/beacon.ts).
        document.dispatchEvent(new Event(FORM_SENT_EVENT));
        setValues(EMPTY);
        setErrors({});
        setStatus({ kind: 'success' });
        return;
      case 'failure':
        setErrors(outcome.fields);
        setStatus({ kind: 'failure', fieldErrors: Object.values(outcome.fields).some((text) => text !== undefined) });
        return;
      case 'error':
        console.error(outcome.error);
        setStatus({ kind: 'error' });
    }
  }, []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (status.kind === 'sending') return;
      setStatus({ kind: 'sending' });
      try {
        const { sendMessage } = await loadSender();
        // "Sending…" paints first; the schema check and the request can start a frame later.
        await afterNextPaint();
        apply(await sendMessage(values, { words, lang }));
      } catch (error) {
        // sendMessage reports network trouble itself; anything else still must not leave the
        // form stuck on "Sending…".
        console.error(error);
        setStatus(error instanceof ChunkLoadError ? { kind: 'chunk-error', error } : { kind: 'error' });
      }
    },
    [apply, lang, status.kind, values, words],
  );

  return { values, errors, status, emailRef, messageRef, setValue, submit, prefetch };
}
