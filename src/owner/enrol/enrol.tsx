import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { OWNER_PATHS, type SessionInfo } from '../../../contract/owner-api';
import { ApiError, callApi, sentenceOf } from '../lib/api-client';
import { forgetInviteToken, INVITE_COMMAND } from '../lib/invite-token';
import { PASSKEY_NAME_MAX, suggestedPasskeyName } from '../lib/passkey-name';
import { AuthCard } from '../ui/auth-card';
import { BUTTON, FIELD } from '../ui/button-styles';
import { ErrorNote } from '../ui/error-note';
import { useOwnerWords, withElements } from '../words/owner-words-context';

type EnrolProps = { token: string; onEnrolled: () => void; onSignIn: () => void };

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** Whether the server has said the invite is alive, dead (its 400), or not yet. */
type InviteState = 'checking' | 'live' | 'dead';

/**
 * The invite link's screen: name this device's passkey, create it, and the invite is spent. The
 * invite is checked as the page opens, so a dead link shows only how to get a new one, never a
 * form that cannot work. The token leaves the address bar as soon as the server has answered
 * that it is dead, or once it is spent.
 */
export function Enrol({ token, onEnrolled, onSignIn }: EnrolProps) {
  const text = useOwnerWords();
  const { words } = text;
  const [name, setName] = useState(() => suggestedPasskeyName(typeof navigator === 'undefined' ? '' : navigator.userAgent, words));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invite, setInvite] = useState<InviteState>('checking');

  const isDead = (caught: unknown) => {
    // The server's one answer for a link that never existed, was used or expired (contract).
    if (!(caught instanceof ApiError && caught.status === 400)) return false;
    forgetInviteToken();
    setInvite('dead');
    return true;
  };

  // Asking for the options is the check (a 400 is a dead link); the form asks again when sent, so
  // the challenge it signs is fresh however long the owner took to name the passkey.
  useEffect(() => {
    let live = true;
    callApi('POST', OWNER_PATHS.inviteOptions, { token }, { quiet401: true }).then(
      () => live && setInvite('live'),
      (caught: unknown) => {
        if (!live || isDead(caught)) return;
        setInvite('live');
        setError(sentenceOf(caught, text));
      },
    );
    return () => {
      live = false;
    };
  }, [token, text]);

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
      if (!isDead(caught)) setError(sentenceOf(caught, text));
      setBusy(false);
    }
  }

  if (invite === 'checking') {
    return (
      <AuthCard title={words.enrol.title} lead={words.enrol.checking}>
        <p className="sr-only" role="status">
          {words.enrol.checking}
        </p>
      </AuthCard>
    );
  }

  if (invite === 'dead') {
    return (
      <AuthCard title={words.enrol.deadTitle} lead={words.enrol.deadLead}>
        <p className="text-sm leading-relaxed text-muted">
          {withElements(words.enrol.deadHelp, { command: <code className="rounded bg-surface-2 px-1 py-0.5 text-text">{INVITE_COMMAND}</code> })}
        </p>
        <button type="button" className={BUTTON.secondary} onClick={onSignIn}>
          {words.enrol.haveOne}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={words.enrol.title} lead={words.enrol.lead}>
      <form className="grid gap-4" onSubmit={(event) => void enrol(event)}>
        <div className="grid gap-1.5">
          <label htmlFor="passkey-name" className="text-sm font-medium">
            {words.enrol.nameLabel}
          </label>
          <input id="passkey-name" className={FIELD} value={name} maxLength={PASSKEY_NAME_MAX} required onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </div>
        <button type="submit" className={`${BUTTON.primary} w-full min-h-11`} disabled={busy || name.trim() === ''}>
          {busy ? words.enrol.waiting : words.enrol.create}
        </button>
        <ErrorNote text={error} />
      </form>
    </AuthCard>
  );
}
