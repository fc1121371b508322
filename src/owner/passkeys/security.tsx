import { useState } from 'react';
import type { EndedEverywhere } from '../../../contract/owner-api';
import { AssistantTokens } from '../assistants/assistant-tokens';
import { BUTTON } from '../ui/button-styles';
import { Confirm } from '../ui/confirm';
import { Activity } from './activity';
import { Passkeys } from './passkeys';
import { useOwnerWords } from '../words/owner-words-context';

type SecurityProps = { onSignOutEverywhere: () => void; onPasskeyRemoved: (ended: EndedEverywhere, name: string) => void };

/** Who can get in: the passkeys, the assistants' tokens, what happened lately, and the way to end every session at once. */
export function Security({ onSignOutEverywhere, onPasskeyRemoved }: SecurityProps) {
  const { words } = useOwnerWords();
  const [asking, setAsking] = useState(false);
  const [changes, setChanges] = useState(0);
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-6">
        <Passkeys onChanged={() => setChanges((n) => n + 1)} onEndedEverywhere={onPasskeyRemoved} />
        <AssistantTokens onChanged={() => setChanges((n) => n + 1)} />
      </div>
      <div className="grid gap-6">
        <Activity refresh={changes} />
        <section aria-labelledby="sessions-heading" className="grid gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6">
          <h2 id="sessions-heading" className="text-base font-semibold">
            {words.activity.sessionsTitle}
          </h2>
          <p className="text-sm text-muted">{words.activity.sessionsLead}</p>
          {asking ? (
            <Confirm question={words.activity.signOutEverywhereQuestion} confirmLabel={words.activity.signOutEverywhere} onConfirm={onSignOutEverywhere} onCancel={() => setAsking(false)} />
          ) : (
            <button type="button" className={`${BUTTON.danger} justify-self-start`} onClick={() => setAsking(true)}>
              {words.activity.signOutEverywhere}
            </button>
          )}
        </section>
      </div>
    </div>
  );
}
