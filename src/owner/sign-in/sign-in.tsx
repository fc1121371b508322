import { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { OWNER_PATHS, type SessionInfo } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { INVITE_COMMAND } from '../lib/invite-token';
import { useAnnounce } from '../ui/announcer';
import { AuthCard } from '../ui/auth-card';
import { BUTTON } from '../ui/button-styles';
import { ErrorNote } from '../ui/error-note';
import { useOwnerWords, withElements } from '../words/owner-words-context';

type SignInProps = { notice: string | null; onSignedIn: () => void };

/**
 * One button: the browser offers the passkeys it holds for this site (a discoverable credential,
 * so no user name is asked), the service checks the signature and sets the session.
 */
export function SignIn({ notice, onSignedIn }: SignInProps) {
  const text = useOwnerWords();
  const { words } = text;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const announce = useAnnounce();
  // Read out why the owner is here (signed out everywhere, a passkey removed, the session ended):
  // the page changed under them, and the live region still holds the last action's result.
  useEffect(() => {
    if (notice !== null) announce(notice);
  }, [notice, announce]);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await callApi<Parameters<typeof startAuthentication>[0]['optionsJSON']>('POST', OWNER_PATHS.signInOptions, {}, { quiet401: true });
      const response = await startAuthentication({ optionsJSON });
      await callApi<SessionInfo>('POST', OWNER_PATHS.signInVerify, { response }, { quiet401: true });
      onSignedIn();
    } catch (caught) {
      setError(sentenceOf(caught, text));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={words.signIn.title} lead={words.signIn.lead}>
      {notice !== null && <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-text">{notice}</p>}
      <button type="button" className={`${BUTTON.primary} w-full min-h-11`} onClick={() => void signIn()} disabled={busy}>
        {busy ? words.signIn.waiting : words.signIn.button}
      </button>
      <ErrorNote text={error} />
      <p className="text-xs leading-relaxed text-muted">
        {withElements(words.signIn.noPasskey, { command: <code className="rounded bg-surface-2 px-1 py-0.5">{INVITE_COMMAND}</code> })}
      </p>
    </AuthCard>
  );
}
