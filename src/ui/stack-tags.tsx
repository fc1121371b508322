import { Fragment } from 'react';
import { useText } from './fallback-text';

/** `text`: the names as one quiet line with dots between them, where a list of tags would outweigh the entry. */
type StackTagsProps = { stack: readonly string[]; className?: string; variant?: 'tags' | 'text' };

/**
 * What a project is built with, as small quiet tags (DESIGN.md: "the stack as small tags"). Not a
 * list inside the card's list item: the card stays the list's only item, and a screen reader hears
 * the names as one line, commas between them.
 */
export function StackTags({ stack, className = '', variant = 'tags' }: StackTagsProps) {
  const t = useText();
  const text = variant === 'text';
  return (
    <p className={`${text ? 'text-xs font-medium leading-relaxed text-muted' : 'flex flex-wrap gap-1.5'} ${className}`}>
      {stack.map((name, index) => (
        // A name may repeat in what the owner typed; the list never reorders.
        <Fragment key={index}>
          {index > 0 && text && <span aria-hidden="true"> · </span>}
          {index > 0 && <span className="sr-only">, </span>}
          <bdi className={text ? undefined : 'rounded-full border border-border bg-surface-2 px-3 py-1 text-xs text-muted'}>{t(name)}</bdi>
        </Fragment>
      ))}
    </p>
  );
}
