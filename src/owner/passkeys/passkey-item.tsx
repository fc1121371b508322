import { useRef, useState, type FormEvent } from 'react';
import { OWNER_PATHS, type EndedEverywhere, type Passkey } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { confirmWithPasskey } from '../lib/confirm-with-passkey';
import { mediumTime } from '../lib/format-time';
import { PASSKEY_NAME_MAX } from '../lib/passkey-name';
import { BUTTON, FIELD } from '../ui/button-styles';
import { Confirm } from '../ui/confirm';
import { ErrorNote } from '../ui/error-note';
import { useOwnerWords } from '../words/owner-words-context';

/** Whether this is the only passkey: then Remove is off, with the reason beside it. */
type PasskeyItemProps = { passkey: Passkey; only: boolean; onChanged: (said: string) => void; onRemoved: (ended: EndedEverywhere, name: string) => void };

/** One passkey: its name, when it was added and last used, whether it is this device's; rename and remove. */
export function PasskeyItem({ passkey, only, onChanged, onRemoved }: PasskeyItemProps) {
  const text = useOwnerWords();
  const { words, say, lang } = text;
  const [mode, setMode] = useState<'show' | 'rename' | 'remove'>('show');
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);

  async function rename(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const renamed = await callApi<Passkey>('PATCH', OWNER_PATHS.passkey(passkey.id), { name: name.trim() });
      setMode('show');
      onChanged(say(words.passkeys.renamed, { name: renamed.name }));
    } catch (caught) {
      setError(sentenceOf(caught, text));
    }
  }

  async function remove() {
    setError(null);
    try {
      // Removing one is a change to who may act for the owner: confirmed with a passkey first.
      const response = await confirmWithPasskey();
      onRemoved(await callApi<EndedEverywhere>('DELETE', OWNER_PATHS.passkey(passkey.id), { response }), passkey.name);
    } catch (caught) {
      // The last passkey cannot go (409): the server says why.
      setError(sentenceOf(caught, text));
      setMode('show');
    }
  }

  const zone = { locale: lang };

  const showAgain = () => {
    setMode('show');
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <li className="grid gap-3 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-all">{passkey.name}</span>
            {passkey.current && <span className="rounded-full bg-accent-soft px-2 py-px text-xs font-medium text-accent-soft-text">{words.passkeys.thisDevice}</span>}
          </p>
          <p className="text-xs text-muted">{say(words.passkeys.added, { date: mediumTime(passkey.createdAt, zone) })}</p>
          <p className="text-xs text-muted">{passkey.lastUsedAt === null ? words.passkeys.neverUsed : say(words.passkeys.lastUsed, { date: mediumTime(passkey.lastUsedAt, zone) })}</p>
        </div>
        {mode === 'show' && (
          <div className="flex gap-2">
            <button ref={renameButton} type="button" className={BUTTON.secondary} onClick={() => setMode('rename')} aria-label={say(words.passkeys.renameLabel, { name: passkey.name })}>
              {words.passkeys.rename}
            </button>
            <button
              type="button"
              className={BUTTON.danger}
              disabled={only}
              aria-describedby={only ? `only-${passkey.id}` : undefined}
              onClick={() => setMode('remove')}
              aria-label={say(words.passkeys.removeLabel, { name: passkey.name })}
            >
              {words.passkeys.remove}
            </button>
          </div>
        )}
      </div>
      {/* The server refuses to remove the last one too (409); this says so before the owner tries. */}
      {only && (
        <p id={`only-${passkey.id}`} className="text-sm text-muted">
          {words.passkeys.onlyOne}
        </p>
      )}
      {mode === 'rename' && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void rename(event)}>
          <div className="grid min-w-48 flex-1 gap-1.5">
            <label htmlFor={`rename-${passkey.id}`} className="text-sm font-medium">
              {words.passkeys.newName}
            </label>
            <input id={`rename-${passkey.id}`} className={FIELD} value={name} maxLength={PASSKEY_NAME_MAX} required autoFocus onChange={(event) => setName(event.target.value)} />
          </div>
          <button type="submit" className={BUTTON.primary} disabled={name.trim() === ''}>
            {words.passkeys.save}
          </button>
          <button type="button" className={BUTTON.secondary} onClick={showAgain}>
            {words.shell.cancel}
          </button>
        </form>
      )}
      {mode === 'remove' && (
        <Confirm question={say(words.passkeys.removeQuestion, { name: passkey.name })} confirmLabel={words.passkeys.removeConfirm} onConfirm={() => void remove()} onCancel={showAgain} />
      )}
      <ErrorNote text={error} />
    </li>
  );
}
