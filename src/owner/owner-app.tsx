import { useEffect, useState } from 'react';
import { OWNER_PATHS, type SessionInfo } from '../../contract/owner-api';
import { callApi, onUnauthorized } from './lib/api-client';
import { inviteTokenOf } from './lib/invite-token';
import { Enrol } from './enrol/enrol';
import { Shell } from './shell/shell';
import { SignIn } from './sign-in/sign-in';
import { Announcer } from './ui/announcer';
import { useOwnerWords } from './words/owner-words-context';

type Phase = { kind: 'checking' } | { kind: 'signed-out'; notice: string | null } | { kind: 'enrol'; token: string } | { kind: 'signed-in' };

/**
 * The whole page: an invite link enrols a first passkey, a session shows the inbox, anything else
 * asks for a passkey. A 401 anywhere later means the session ended (idle, expired, signed out
 * elsewhere): back to sign-in, saying so.
 */
export function OwnerApp() {
  const { words } = useOwnerWords();
  const [phase, setPhase] = useState<Phase>(() => {
    const token = typeof window === 'undefined' ? null : inviteTokenOf(window.location.hash);
    return token === null ? { kind: 'checking' } : { kind: 'enrol', token };
  });

  useEffect(() => {
    if (phase.kind !== 'checking') return;
    let live = true;
    callApi<SessionInfo>('GET', OWNER_PATHS.session, undefined, { quiet401: true }).then(
      () => live && setPhase({ kind: 'signed-in' }),
      () => live && setPhase({ kind: 'signed-out', notice: null }),
    );
    return () => {
      live = false;
    };
  }, [phase.kind]);

  useEffect(() => onUnauthorized(() => setPhase({ kind: 'signed-out', notice: words.shell.sessionEnded })), [words]);

  // An invite link opened in a tab already on this page changes only the fragment: no reload.
  useEffect(() => {
    const onHash = () => {
      const token = inviteTokenOf(window.location.hash);
      if (token !== null) setPhase({ kind: 'enrol', token });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  return (
    <Announcer>
      {phase.kind === 'checking' && (
        <main className="grid min-h-dvh place-items-center text-sm text-muted">
          <p>{words.shell.checkingSession}</p>
        </main>
      )}
      {phase.kind === 'signed-out' && <SignIn notice={phase.notice} onSignedIn={() => setPhase({ kind: 'signed-in' })} />}
      {phase.kind === 'enrol' && (
        <Enrol token={phase.token} onEnrolled={() => setPhase({ kind: 'signed-in' })} onSignIn={() => setPhase({ kind: 'signed-out', notice: null })} />
      )}
      {phase.kind === 'signed-in' && <Shell onSignedOut={(notice) => setPhase({ kind: 'signed-out', notice })} />}
    </Announcer>
  );
}
