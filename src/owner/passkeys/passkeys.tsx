import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { OWNER_PATHS, type EndedEverywhere, type Passkey } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { confirmWithPasskey } from '../lib/confirm-with-passkey';
import { PASSKEY_NAME_MAX } from '../lib/passkey-name';
import { useAnnounce } from '../ui/announcer';
import { BUTTON, FIELD } from '../ui/button-styles';
import { ErrorNote } from '../ui/error-note';
import { PasskeyItem } from './passkey-item';
import { useOwnerWords } from '../words/owner-words-context';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type PasskeysProps = {
  onChanged: () => void;
  /** After a passkey is removed: every session has ended, this one too (the page signs out). */
  onEndedEverywhere: (ended: EndedEverywhere, removed: string) => void;
};

/** The passkeys that open this inbox: add one more (a phone and a laptop), rename, remove. */
export function Passkeys({ onChanged, onEndedEverywhere }: PasskeysProps) {
  const text = useOwnerWords();
  const { words, say } = text;
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const announce = useAnnounce();

  // Bumped after each change: the list is read again from the server.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    callApi<{ passkeys: Passkey[] }>('GET', OWNER_PATHS.passkeys).then(
      (answer) => live && setPasskeys(answer.passkeys),
      (caught: unknown) => live && setError(sentenceOf(caught, text)),
    );
    return () => {
      live = false;
    };
  }, [version, text]);

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // First a passkey the owner has already, unlocked: the service adds none on a session's cookie alone (issue 40).
      const confirmation = await confirmWithPasskey();
      const optionsJSON = await callApi<RegistrationOptions>('POST', OWNER_PATHS.passkeyOptions, { response: confirmation });
      const response = await startRegistration({ optionsJSON });
      const added = await callApi<Passkey>('POST', OWNER_PATHS.passkeyVerify, { name: name.trim(), response });
      setName('');
      announce(say(words.passkeys.addedResult, { name: added.name }));
      setVersion((n) => n + 1);
      onChanged();
    } catch (caught) {
      setError(sentenceOf(caught, text));
    } finally {
      setBusy(false);
    }
  }

  const changed = (said: string) => {
    announce(said);
    setVersion((n) => n + 1);
    onChanged();
  };

  return (
    <section aria-labelledby="passkeys-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6">
      <div className="grid gap-1">
        <h1 id="passkeys-heading" className="text-lg font-semibold tracking-tight">
          {words.passkeys.title}
        </h1>
        <p className="text-sm text-muted">{words.passkeys.lead}</p>
      </div>
      <ErrorNote text={error} />
      {passkeys !== null && (
        <ul className="grid divide-y divide-border rounded-xl border border-border">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} only={passkeys.length === 1} onChanged={changed} onRemoved={onEndedEverywhere} />
          ))}
        </ul>
      )}
      <form className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" onSubmit={(event) => void add(event)}>
        <div className="grid gap-1.5">
          <label htmlFor="new-passkey-name" className="text-sm font-medium">
            {words.passkeys.newLabel}
          </label>
          <input id="new-passkey-name" className={FIELD} value={name} maxLength={PASSKEY_NAME_MAX} placeholder={words.passkeys.newPlaceholder} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </div>
        <button type="submit" className={BUTTON.primary} disabled={busy || name.trim() === ''}>
          {busy ? words.passkeys.waiting : words.passkeys.add}
        </button>
      </form>
    </section>
  );
}
