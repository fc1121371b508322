import { useEffect, useState } from 'react';
import { OWNER_PATHS, type SecurityEvent } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { isWarning } from '../lib/event-words';
import { mediumTime } from '../lib/format-time';
import { ErrorNote } from '../ui/error-note';
import { useOwnerWords } from '../words/owner-words-context';

/** How many recent events the list shows. */
export const EVENTS_SHOWN = 50;

type ActivityProps = { refresh: number };

/** Sign-ins, failures and passkey changes, newest first, with the address each came from. */
export function Activity({ refresh }: ActivityProps) {
  const text = useOwnerWords();
  const { words, say, lang } = text;
  const [events, setEvents] = useState<SecurityEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    callApi<{ events: SecurityEvent[] }>('GET', `${OWNER_PATHS.events}?limit=${EVENTS_SHOWN}`).then(
      (answer) => live && setEvents(answer.events),
      (caught: unknown) => live && setError(sentenceOf(caught, text)),
    );
    return () => {
      live = false;
    };
  }, [refresh, text]);

  return (
    <section aria-labelledby="activity-heading" className="grid gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6">
      <h2 id="activity-heading" className="text-base font-semibold">
        {words.activity.title}
      </h2>
      <ErrorNote text={error} />
      {events !== null && events.length === 0 && <p className="text-sm text-muted">{words.activity.nothing}</p>}
      {events !== null && events.length > 0 && (
        <ol className="grid divide-y divide-border">
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="grid gap-0.5 py-2.5 text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className={isWarning(event.kind) ? 'font-semibold text-danger' : 'font-medium'}>{words.events[event.kind]}</span>
                <time dateTime={event.at} className="text-xs text-muted">
                  {mediumTime(event.at, { locale: lang })}
                </time>
              </span>
              {(event.detail !== null || event.client !== null) && (
                <span className="text-muted">{[event.detail, event.client === null ? null : say(words.activity.from, { client: event.client })].filter((part) => part !== null).join(' · ')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
