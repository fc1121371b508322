import { useRef, useState, type FormEvent } from 'react';
import { OWNER_PATHS, type Passkey } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { mediumTime } from '../lib/format-time';
import { PASSKEY_NAME_MAX } from '../lib/passkey-name';
import { BUTTON, FIELD } from '../ui/button-styles';
import { Confirm } from '../ui/confirm';
import { ErrorNote } from '../ui/error-note';

/** Whether this is the only passkey: then Remove is off, with the reason beside it. */
type PasskeyItemProps = { passkey: Passkey; only: boolean; onChanged: (said: string) => void };

/** One passkey: its name, when it was added and last used, whether it is this device's; rename and remove. */
export function PasskeyItem({ passkey, only, onChanged }: PasskeyItemProps) {
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
      onChanged(`Renamed to “${renamed.name}”`);
    } catch (caught) {
      setError(sentenceOf(caught));
    }
  }

  async function remove() {
    setError(null);
    try {
      await callApi('DELETE', OWNER_PATHS.passkey(passkey.id));
      onChanged(`Passkey “${passkey.name}” removed`);
    } catch (caught) {
      // The last passkey cannot go (409): the server says why.
      setError(sentenceOf(caught));
      setMode('show');
    }
  }

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
            {passkey.current && <span className="rounded-full bg-accent-soft px-2 py-px text-xs font-medium text-accent-soft-text">This device</span>}
          </p>
          <p className="text-xs text-muted">Added {mediumTime(passkey.createdAt)}</p>
          <p className="text-xs text-muted">{passkey.lastUsedAt === null ? 'Never used to sign in' : `Last used ${mediumTime(passkey.lastUsedAt)}`}</p>
        </div>
        {mode === 'show' && (
          <div className="flex gap-2">
            <button ref={renameButton} type="button" className={BUTTON.secondary} onClick={() => setMode('rename')} aria-label={`Rename ${passkey.name}`}>
              Rename
            </button>
            <button
              type="button"
              className={BUTTON.danger}
              disabled={only}
              aria-describedby={only ? `only-${passkey.id}` : undefined}
              onClick={() => setMode('remove')}
              aria-label={`Remove ${passkey.name}`}
            >
              Remove
            </button>
          </div>
        )}
      </div>
      {/* The server refuses to remove the last one too (409); this says so before the owner tries. */}
      {only && (
        <p id={`only-${passkey.id}`} className="text-sm text-muted">
          Add another passkey before removing this one.
        </p>
      )}
      {mode === 'rename' && (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void rename(event)}>
          <div className="grid min-w-48 flex-1 gap-1.5">
            <label htmlFor={`rename-${passkey.id}`} className="text-sm font-medium">
              New name
            </label>
            <input id={`rename-${passkey.id}`} className={FIELD} value={name} maxLength={PASSKEY_NAME_MAX} required autoFocus onChange={(event) => setName(event.target.value)} />
          </div>
          <button type="submit" className={BUTTON.primary} disabled={name.trim() === ''}>
            Save
          </button>
          <button type="button" className={BUTTON.secondary} onClick={showAgain}>
            Cancel
          </button>
        </form>
      )}
      {mode === 'remove' && (
        <Confirm question={`Remove the passkey “${passkey.name}”? That device will no longer open this inbox.`} confirmLabel="Remove passkey" onConfirm={() => void remove()} onCancel={showAgain} />
      )}
      <ErrorNote text={error} />
    </li>
  );
}
