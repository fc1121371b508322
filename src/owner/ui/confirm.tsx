import { useEffect, useRef } from 'react';
import { BUTTON } from './button-styles';
import { useOwnerWords } from '../words/owner-words-context';

type ConfirmProps = { question: string; confirmLabel: string; onConfirm: () => void; onCancel: () => void; busy?: boolean };

/**
 * An inline "are you sure" for what cannot be undone: focus moves to it, Escape or Cancel backs
 * out. Inline rather than a modal, so it reads in place on a phone and with a screen reader.
 */
export function Confirm({ question, confirmLabel, onConfirm, onCancel, busy = false }: ConfirmProps) {
  const { words } = useOwnerWords();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div
      role="group"
      aria-label={question}
      className="grid gap-3 rounded-xl border border-border bg-surface-2 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p className="text-sm font-medium">{question}</p>
      <div className="flex flex-wrap gap-2">
        <button ref={confirm} type="button" className={BUTTON.dangerSolid} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className={BUTTON.secondary} onClick={onCancel}>
          {words.shell.cancel}
        </button>
      </div>
    </div>
  );
}
