import { useEffect, useId, useState, type FormEvent } from 'react';
import { TOKEN_LIFETIMES_DAYS, TOKEN_NAME_MAX, TOKEN_SCOPES, type AssistantToken, type NewAssistantToken, type TokenScope } from '../../../contract/assistants';
import { OWNER_PATHS } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { confirmWithPasskey } from '../lib/confirm-with-passkey';
import { mediumTime } from '../lib/format-time';
import { useAnnounce } from '../ui/announcer';
import { BUTTON, FIELD } from '../ui/button-styles';
import { Confirm } from '../ui/confirm';
import { ErrorNote } from '../ui/error-note';
import { useOwnerWords } from '../words/owner-words-context';

/**
 * The assistants' tokens (issue 45): make one (named, scoped, with a lifetime), see it once to
 * copy, and list and revoke the others with their last use. The service keeps only hashes.
 */
export function AssistantTokens({ onChanged }: { onChanged: () => void }) {
  const text = useOwnerWords();
  const { words, say, lang } = text;
  const w = words.assistants;
  const [tokens, setTokens] = useState<AssistantToken[] | null>(null);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [days, setDays] = useState<number>(30);
  const [made, setMade] = useState<NewAssistantToken | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // When the list was read: what it calls expired is expired then.
  const [readAt, setReadAt] = useState(0);
  const announce = useAnnounce();
  const ids = useId();

  useEffect(() => {
    let live = true;
    callApi<{ tokens: AssistantToken[] }>('GET', OWNER_PATHS.assistantTokens).then(
      (answer) => {
        if (!live) return;
        setTokens(answer.tokens);
        setReadAt(Date.now());
      },
      (caught: unknown) => live && setError(sentenceOf(caught, text)),
    );
    return () => {
      live = false;
    };
  }, [version, text]);

  const changed = (said: string) => {
    announce(said);
    setVersion((n) => n + 1);
    onChanged();
  };

  async function make(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // A session alone never mints a token: the owner confirms with a passkey first (decision 057).
      const response = await confirmWithPasskey();
      const answer = await callApi<NewAssistantToken>('POST', OWNER_PATHS.assistantTokens, { name: name.trim(), scope, days, response });
      setMade(answer);
      setCopied(false);
      setName('');
      changed(say(w.made, { name: answer.name }));
    } catch (caught) {
      setError(sentenceOf(caught, text));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(token: AssistantToken) {
    setError(null);
    try {
      await callApi('DELETE', OWNER_PATHS.assistantToken(token.id));
      setRevoking(null);
      if (made?.id === token.id) setMade(null);
      changed(say(w.revoked, { name: token.name }));
    } catch (caught) {
      setError(sentenceOf(caught, text));
    }
  }

  const zone = { locale: lang };

  return (
    <section aria-labelledby="assistants-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6">
      <div className="grid gap-1">
        <h2 id="assistants-heading" className="text-base font-semibold">
          {w.title}
        </h2>
        <p className="text-sm text-muted">{w.lead}</p>
      </div>
      <ErrorNote text={error} />
      {made && (
        <div className="grid gap-2 rounded-xl border border-accent bg-accent-soft p-3 text-accent-soft-text">
          <p className="text-sm font-medium" id={`${ids}-once`}>
            {w.shownOnce}
          </p>
          <code className="block rounded-lg bg-surface px-3 py-2 font-mono text-sm break-all text-text" aria-describedby={`${ids}-once`}>
            {made.token}
          </code>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={BUTTON.secondary}
              onClick={() =>
                void navigator.clipboard.writeText(made.token).then(
                  () => {
                    setCopied(true);
                    announce(w.copied);
                  },
                  () => setCopied(false),
                )
              }
            >
              {copied ? w.copied : w.copy}
            </button>
            <button type="button" className={BUTTON.ghost} onClick={() => setMade(null)}>
              {w.done}
            </button>
          </div>
        </div>
      )}
      {tokens !== null &&
        (tokens.length === 0 ? (
          <p className="text-sm text-muted">{w.none}</p>
        ) : (
          <ul className="grid divide-y divide-border rounded-xl border border-border">
            {tokens.map((token) => (
              <li key={token.id} className="grid gap-3 p-3 sm:p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="break-all">{token.name}</span>
                      <span className="rounded-full bg-accent-soft px-2 py-px text-xs font-medium text-accent-soft-text">{token.scope === 'manage' ? w.manageBadge : w.readBadge}</span>
                      {token.madeBy === 'shell' && <span className="rounded-full border border-border px-2 py-px text-xs font-medium text-muted">{w.shellBadge}</span>}
                    </p>
                    <p className="text-xs text-muted">{say(Date.parse(token.expiresAt) <= readAt ? w.expired : w.expires, { date: mediumTime(token.expiresAt, zone) })}</p>
                    <p className="text-xs text-muted">{token.lastUsedAt === null ? w.neverUsed : say(w.lastUsed, { date: mediumTime(token.lastUsedAt, zone) })}</p>
                  </div>
                  {revoking !== token.id && (
                    <button type="button" className={BUTTON.danger} onClick={() => setRevoking(token.id)} aria-label={say(w.revokeLabel, { name: token.name })}>
                      {w.revoke}
                    </button>
                  )}
                </div>
                {revoking === token.id && <Confirm question={say(w.revokeQuestion, { name: token.name })} confirmLabel={w.revoke} onConfirm={() => void revoke(token)} onCancel={() => setRevoking(null)} />}
              </li>
            ))}
          </ul>
        ))}
      <form className="grid gap-3" onSubmit={(event) => void make(event)}>
        <div className="grid gap-1.5">
          <label htmlFor={`${ids}-name`} className="text-sm font-medium">
            {w.nameLabel}
          </label>
          <input id={`${ids}-name`} className={FIELD} value={name} maxLength={TOKEN_NAME_MAX} placeholder={w.namePlaceholder} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{w.scopeLabel}</legend>
          {TOKEN_SCOPES.map((each) => (
            <label key={each} className="flex items-start gap-2 text-sm">
              <input type="radio" name={`${ids}-scope`} value={each} checked={scope === each} onChange={() => setScope(each)} className="mt-1 accent-accent" />
              {each === 'manage' ? w.scopeManage : w.scopeRead}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <label htmlFor={`${ids}-days`} className="text-sm font-medium">
              {w.lifetimeLabel}
            </label>
            <select id={`${ids}-days`} className={FIELD} value={days} onChange={(event) => setDays(Number(event.target.value))}>
              {TOKEN_LIFETIMES_DAYS.map((each) => (
                <option key={each} value={each}>
                  {say(w.days, { count: each })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={BUTTON.primary} disabled={busy || name.trim() === ''}>
            {busy ? words.passkeys.waiting : w.make}
          </button>
        </div>
        <p className="text-xs text-muted">{w.confirmNote}</p>
      </form>
    </section>
  );
}
