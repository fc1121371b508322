import { useRef, useState } from 'react';
import { OWNER_PATHS, type EndedEverywhere } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { endedNotice } from '../lib/ended-notice';
import { Inbox } from '../inbox/inbox';
import { InsightsTab } from '../insights/insights-tab';
import { Security } from '../passkeys/security';
import { BUTTON } from '../ui/button-styles';
import { ErrorNote } from '../ui/error-note';
import { OwnerIcon, type OwnerIconName } from '../ui/owner-icon';
import { OwnerThemeToggle } from '../ui/owner-theme-toggle';
import { useOwnerWords } from '../words/owner-words-context';

/** The views, each named by its key in the words' shell group. */
const VIEWS = [
  { id: 'inbox', label: 'messages', icon: 'inbox' },
  { id: 'insights', label: 'insights', icon: 'chart' },
  { id: 'security', label: 'passkeys', icon: 'key' },
] as const satisfies readonly { id: string; label: string; icon: OwnerIconName }[];

type View = (typeof VIEWS)[number]['id'];

type ShellProps = { onSignedOut: (notice: string | null) => void };

/** The signed-in page: a bar with the three views, the theme and sign-out; the view below it. */
export function Shell({ onSignedOut }: ShellProps) {
  const text = useOwnerWords();
  const { words } = text;
  const [view, setView] = useState<View>('inbox');
  const [error, setError] = useState<string | null>(null);
  const main = useRef<HTMLElement>(null);

  async function signOut() {
    try {
      await callApi('POST', OWNER_PATHS.signOut, {});
      onSignedOut(words.shell.signedOut);
    } catch (caught) {
      setError(sentenceOf(caught, text));
    }
  }

  async function signOutEverywhere() {
    try {
      onSignedOut(endedNotice(words.shell.signedOutEverywhere, await callApi<EndedEverywhere>('POST', OWNER_PATHS.signOutEverywhere, {}), text));
    } catch (caught) {
      setError(sentenceOf(caught, text));
    }
  }

  function show(next: View) {
    setView(next);
    // The new view's content, not the tab, is where a keyboard user goes next.
    requestAnimationFrame(() => main.current?.focus());
  }

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-10 border-b border-border bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:px-6">
          <p className="mr-2 hidden text-sm font-semibold tracking-tight sm:block">{words.shell.title}</p>
          <nav aria-label={words.shell.viewsLabel} className="flex flex-1 gap-1">
            {VIEWS.map(({ id, label, icon }) => (
              <button
                key={id}
                type="button"
                aria-current={view === id ? 'page' : undefined}
                onClick={() => show(id)}
                className={`inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors ${
                  view === id ? 'bg-accent-soft text-accent-soft-text' : 'text-muted hover:bg-surface-2 hover:text-text'
                }`}
              >
                <OwnerIcon name={icon} className="hidden size-4 sm:block" />
                {words.shell[label]}
              </button>
            ))}
          </nav>
          <OwnerThemeToggle />
          <button type="button" className={BUTTON.ghost} onClick={() => void signOut()}>
            <OwnerIcon name="signOut" />
            <span className="sr-only sm:not-sr-only">{words.shell.signOut}</span>
          </button>
        </div>
      </header>
      <main ref={main} tabIndex={-1} className="mx-auto max-w-7xl px-3 py-4 outline-none sm:px-6 sm:py-6">
        <ErrorNote text={error} />
        {view === 'inbox' && <Inbox />}
        {view === 'insights' && <InsightsTab />}
        {view === 'security' && (
          <Security
            onSignOutEverywhere={() => void signOutEverywhere()}
            onPasskeyRemoved={(ended, name) => onSignedOut(endedNotice(text.say(words.shell.passkeyRemoved, { name }), ended, text))}
          />
        )}
      </main>
    </div>
  );
}
