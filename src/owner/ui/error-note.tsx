import { OwnerIcon } from './owner-icon';

type ErrorNoteProps = { text: string | null; id?: string };

/** A refusal in words, with an icon and the danger colour (never the colour alone). Announced at once. */
export function ErrorNote({ text, id }: ErrorNoteProps) {
  if (text === null) return null;
  return (
    <p id={id} role="alert" className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-danger">
      <OwnerIcon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
