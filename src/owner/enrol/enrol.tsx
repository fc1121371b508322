import { startRegistration } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { OWNER_PATHS, type SessionInfo } from '../../../contract/owner-api';
import { ApiError, callApi, sentenceOf } from '../lib/api-client';
import { forgetInviteToken } from '../lib/invite-token';
import { PASSKEY_NAME_MAX, suggestedPasskeyName } from '../lib/passkey-name';
import { AuthCard } from '../ui/auth-card';
import { BUTTON, FIELD } from '../ui/button-styles';
import { ErrorNote } from '../ui/error-note';

type EnrolProps = { token: string; onEnrolled: () => void; onSignIn: () => void };

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/**
 * The invite link's screen: name this device's passkey, create it, and the invite is spent. The
 * token leaves the address bar as soon as the server has answered about it, either way.
 */
export function Enrol({ token, onEnrolled, onSignIn }: EnrolProps) {
  const [name, setName] = useState(() => suggestedPasskeyName(typeof navigator === 'undefined' ? '' : navigator.userAgent));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);

  async function enrol(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await callApi<RegistrationOptions>('POST', OWNER_PATHS.inviteOptions, { token }, { quiet401: true });
      const response = await startRegistration({ optionsJSON });
      await callApi<SessionInfo>('POST', OWNER_PATHS.inviteVerify, { token, name: name.trim(), response }, { quiet401: true });
      forgetInviteToken();
      onEnrolled();
    } catch (caught) {
      // The server's one sentence for a link that never existed, was used or expired (contract).
      if (caught instanceof ApiError && caught.status === 400) {
        forgetInviteToken();
        setSpent(true);
      }
      setError(sentenceOf(caught));
      setBusy(false);
    }
  }

  if (spent) {
    return (
      <AuthCard title="This invite link cannot be used" lead="An invite works once, for 15 minutes.">
        <ErrorNote text={error} />
        <p className="text-sm leading-relaxed text-muted">
          For a new link, run <code className="rounded bg-surface-2 px-1 py-0.5 text-text">npm run owner -- invite</code> where your messages are stored, and open the link it prints on this device.
        </p>
        <button type="button" className={BUTTON.secondary} onClick={onSignIn}>
          I have a passkey: sign in
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your passkey" lead="This invite adds a passkey for your inbox on this device. Give it a name you will recognise in the list of passkeys.">
      <form className="grid gap-4" onSubmit={(event) => void enrol(event)}>
        <div className="grid gap-1.5">
          <label htmlFor="passkey-name" className="text-sm font-medium">
            Name of this passkey
          </label>
          <input id="passkey-name" className={FIELD} value={name} maxLength={PASSKEY_NAME_MAX} required onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </div>
        <button type="submit" className={`${BUTTON.primary} w-full min-h-11`} disabled={busy || name.trim() === ''}>
          {busy ? 'Waiting for your device…' : 'Create passkey and open the inbox'}
        </button>
        <ErrorNote text={error} />
      </form>
    </AuthCard>
  );
}
