import { localhostUrl } from '../lib/domain-url';
import { OwnerIcon } from './owner-icon';
import { useOwnerWords, withElements } from '../words/owner-words-context';

type DomainNoteProps = { href: string };

/**
 * On an IP address the browser refuses passkeys with its own raw words; this says why first and
 * links to the same page at `localhost`. Nothing at a domain name.
 */
export function DomainNote({ href }: DomainNoteProps) {
  const { words } = useOwnerWords();
  const there = localhostUrl(href);
  if (there === null) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-accent bg-accent-soft px-3 py-2 text-sm text-accent-soft-text">
      <OwnerIcon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>
        {withElements(words.signIn.ipAddress, {
          link: (
            <a className="font-medium underline underline-offset-2" href={there}>
              {words.signIn.openAtLocalhost}
            </a>
          ),
        })}
      </span>
    </p>
  );
}
