import type { ReactNode } from 'react';
import { DomainNote } from './domain-note';
import { OwnerIcon } from './owner-icon';
import { OwnerThemeToggle } from './owner-theme-toggle';

type AuthCardProps = { title: string; lead: string; children: ReactNode };

/** The frame of the screens before a session: one calm card in the middle of the page. */
export function AuthCard({ title, lead, children }: AuthCardProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-end p-3">
        <OwnerThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-[12vh] pb-16">
        <div className="w-full max-w-sm rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-8">
          <span className="mb-5 inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-text">
            <OwnerIcon name="passkey" className="size-6" />
          </span>
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm leading-relaxed text-muted">{lead}</p>
          <div className="mt-6 grid gap-4">
            {typeof window !== 'undefined' && <DomainNote href={window.location.href} />}
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
